import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'

export const FormWrap = styled.div`
  max-width: 40rem;
`

export const Heading = styled.h2`
  margin-bottom: ${theme.space.xs};
`

export const Intro = styled.p`
  margin: 0 0 ${theme.space.lg};
  color: ${theme.colors.inkMuted};
`

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.lg};
`

/** A field; `data-invalid` while it has an error message. */
export const Field = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  &[data-invalid] {
    border-left: 5px solid ${theme.colors.accent};
    padding-left: ${theme.space.sm};
  }
`

export const Hint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`

export const ErrorMessage = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.colors.accent};
`

export const Asterisk = styled.span`
  color: ${theme.colors.accent};
  margin-left: 0.15em;
`

const control = `
  width: 100%;
  font: inherit;
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.ink};
  background: ${theme.colors.surface};
  border: 2px solid ${theme.colors.inkMuted};
  border-radius: ${theme.radii.sm};
  &:focus {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 0;
    border-color: ${theme.colors.ink};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.accent};
  }
`

/** Floating label: the label sits in the box and moves up once the box has focus or a value. */
export const Float = styled.div`
  position: relative;
  input {
    ${control}
    min-height: 3.5rem;
    padding: 1.5rem ${theme.space.sm} 0.4rem;
  }
  label {
    position: absolute;
    left: calc(${theme.space.sm} + 2px);
    top: 1rem;
    line-height: 1.5rem;
    color: ${theme.colors.inkMuted};
    pointer-events: none;
    transform-origin: left top;
    transition: transform 0.15s ease;
  }
  input:focus + label,
  input:not(:placeholder-shown) + label,
  input:-webkit-autofill + label {
    transform: translateY(-0.7rem) scale(0.8);
    color: ${theme.colors.ink};
  }
`

export const SelectBox = styled.select`
  ${control}
  min-height: 3.5rem;
  padding: 0 ${theme.space.sm};
`

export const Label = styled.label`
  font-weight: 700;
`

export const FileBox = styled.input`
  ${control}
  padding: ${theme.space.sm};
  &::file-selector-button {
    font: inherit;
    margin-right: ${theme.space.sm};
    padding: ${theme.space.xs} ${theme.space.md};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.ink};
    cursor: pointer;
  }
`

export const CheckRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  input {
    flex: 0 0 auto;
    width: 1.75rem;
    height: 1.75rem;
    margin: 0;
    accent-color: ${theme.colors.brand};
  }
  input:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  label {
    padding-top: 0.1rem;
  }
`

export const Actions = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;
  & > [role='alert'] {
    justify-self: stretch;
  }
`

export const SubmitButton = styled.button`
  font: inherit;
  font-weight: 700;
  min-height: 3rem;
  min-width: 10rem;
  padding: ${theme.space.sm} ${theme.space.xl};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.brand};
  color: ${theme.colors.brandInk};
  cursor: pointer;
  ${mq('sm')} {
    min-width: 12rem;
  }
  &:hover:not(:disabled) {
    background: ${theme.colors.accent};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 3px;
  }
  &:disabled {
    cursor: not-allowed;
    background: ${theme.colors.border};
    color: ${theme.colors.inkMuted};
  }
`

/** GOV.UK error summary: red-bordered box at the top of the form, focused on show. */
export const Summary = styled.div`
  border: 5px solid ${theme.colors.accent};
  padding: ${theme.space.md} ${theme.space.lg};
  &:focus {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 0;
  }
  h2 {
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space.sm};
  }
  ul {
    margin: 0;
    padding-left: 0;
    list-style: none;
    display: grid;
    gap: ${theme.space.xs};
  }
  a {
    color: ${theme.colors.accent};
    font-weight: 700;
  }
`

export const FailureBox = styled.div`
  border: 2px solid ${theme.colors.accent};
  border-left-width: 8px;
  background: #fdf2f3;
  padding: ${theme.space.md};
  p {
    margin: 0;
  }
  p:first-child {
    font-weight: 700;
    color: ${theme.colors.accent};
  }
`

export const Success = styled.div`
  border: 2px solid ${theme.colors.open};
  border-left-width: 8px;
  padding: ${theme.space.lg};
  max-width: 40rem;
  &:focus {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  h2 {
    color: ${theme.colors.open};
  }
  p {
    margin: 0;
  }
`

export const CaptchaBox = styled.div`
  min-height: 78px;
`

export const DemoCaptcha = styled.fieldset`
  margin: 0;
  padding: ${theme.space.md};
  border: 2px dashed ${theme.colors.gold};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceAlt};
  max-width: 24rem;
  legend {
    padding: 0 ${theme.space.xs};
    font-weight: 700;
    color: ${theme.colors.gold};
  }
  p {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
  }
`

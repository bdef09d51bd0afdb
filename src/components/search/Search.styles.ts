import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'

export const Form = styled.form`
  margin: 0 0 ${theme.space.xl};
  max-width: 40rem;
`

export const Label = styled.label`
  display: block;
  margin-bottom: ${theme.space.xs};
  font-weight: 700;
  color: ${theme.colors.ink};
`

export const Row = styled.div`
  display: flex;
  gap: ${theme.space.xs};
`

export const Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  min-height: 48px;
  padding: ${theme.space.xs} ${theme.space.md};
  font: inherit;
  color: ${theme.colors.ink};
  background: ${theme.colors.surface};
  border: 2px solid ${theme.colors.inkMuted};
  border-radius: ${theme.radii.sm};
  &:focus-visible {
    border-color: ${theme.colors.focus};
  }
`

export const Button = styled.button`
  flex: 0 0 auto;
  min-height: 48px;
  padding: ${theme.space.xs} ${theme.space.lg};
  font-family: ${theme.fonts.heading};
  font-weight: 600;
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.brandInk};
  background: ${theme.colors.brand};
  border: 2px solid ${theme.colors.brand};
  border-radius: ${theme.radii.sm};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`

export const Status = styled.p`
  margin: 0 0 ${theme.space.lg};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.inkMuted};
`

export const Summary = styled.span`
  font-size: ${theme.fontSizes.md};
`

export const Group = styled.section`
  margin: 0 0 ${theme.space.xxl};
`

export const GroupHeading = styled.h2`
  padding-bottom: ${theme.space.xs};
  border-bottom: 2px solid ${theme.colors.border};
`

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

export const Card = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.sm};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  transition: border-color 0.15s ease;
  &:hover {
    border-color: ${theme.colors.brand};
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`

export const Thumb = styled.div`
  flex: 0 0 88px;
  width: 88px;
  height: 88px;
  overflow: hidden;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceAlt};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  a {
    color: ${theme.colors.brand};
    text-decoration: none;
    /* The whole card is the link's target area. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:focus-visible {
      outline: none;
    }
  }
  li:hover & a {
    text-decoration: underline;
  }
`

export const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${mq('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${theme.space.xxl};
  }
  li {
    padding: ${theme.space.xs} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  a {
    display: inline-block;
    padding: ${theme.space.xxs} 0;
    font-weight: 700;
  }
`

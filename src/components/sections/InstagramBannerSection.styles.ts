import { styled } from '@linaria/react'
import { SmartLink } from '../common/SmartLink'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Band = styled.section`
  padding: ${theme.space.xxl} 0;
  background: linear-gradient(120deg, #16294d 0%, #5b1a48 55%, #b3122a 100%);
  color: #ffffff;
  h2 {
    margin: 0 0 ${theme.space.xs};
    color: #ffffff;
    text-transform: uppercase;
  }
  p {
    margin: 0;
  }
`

export const Inner = styled(Container)`
  display: grid;
  gap: ${theme.space.lg};
  align-items: center;
  ${mq('md')} {
    grid-template-columns: 1fr auto;
  }
`

export const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`

export const SocialButton = styled(SmartLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 48px;
  padding: 0 ${theme.space.lg};
  border: 2px solid #ffffff;
  border-radius: ${theme.radii.pill};
  color: #ffffff;
  font-family: ${theme.fonts.heading};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: #ffffff;
    color: ${theme.colors.brand};
  }
`

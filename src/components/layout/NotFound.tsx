import React from 'react'
import { Link } from 'gatsby'
import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { useSiteData } from '../../hooks/useSiteData'
import { PhoneText } from '../common/PhoneText'
import { pageCard } from '../../styles/card'
import { Container } from './Layout.styles'

const Wrap = styled(Container)`
  padding-top: ${theme.space.xxxl};
  padding-bottom: ${theme.space.xxxl};
  text-align: center;
`

const Card = styled.div`
  max-width: 40rem;
  ${pageCard}
`

const Code = styled.p`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-weight: 700;
  font-size: 4.5rem;
  line-height: 1;
  color: ${theme.colors.accent};
`

const Title = styled.h1`
  margin-top: ${theme.space.sm};
  text-transform: uppercase;
`

const Home = styled(Link)`
  display: inline-block;
  margin-top: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.xl};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.brand};
  color: ${theme.colors.brandInk};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.accent};
    color: ${theme.colors.accentInk};
  }
`

/** The not-found page: served at /404/ and for any unknown path. */
export function NotFound() {
  const { settings } = useSiteData()
  const phone = settings?.phone
  return (
    <Wrap>
      <Card data-not-found="">
        <Code aria-hidden="true">404</Code>
        <Title>Page Not Found</Title>
        <p>This page doesn&apos;t exist.</p>
        <p>
          If you think something should be here, please contact the centre
          {phone ? (
            <>
              {' '}
              on <PhoneText phone={phone} />
            </>
          ) : null}
          {settings?.email ? (
            <>
              {' '}
              or email <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </>
          ) : null}
          .
        </p>
        <Home to="/">Go back home</Home>
      </Card>
    </Wrap>
  )
}

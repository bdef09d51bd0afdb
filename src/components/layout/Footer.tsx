import React from 'react'
import { Link } from 'gatsby'
import { SmartLink } from '../common/SmartLink'
import { useSiteData } from '../../hooks/useSiteData'
import { canberraDay } from '../../lib/dates'
import { menuTree } from '../../lib/menu'
import { Icon } from '../common/Icon'
import { RichText } from '../common/RichText'
import { PhoneText } from '../common/PhoneText'
import { OpeningHoursMessage, OpenNowStatus } from './OpeningHoursStatus'
import { SocialLinks } from './SocialLinks'
import * as S from './Footer.styles'

const NEWSLETTER_LABEL = 'Subscribe & become a VIP today!'
const KIDS_CLUB_LABEL = 'Sign up for the kids club'

/**
 * Footer: quick links (footer menu), address, phone, trading-hours link and today's hours,
 * the two sign-up buttons (external mailing service), the acknowledgement of the Traditional
 * Owners and the inclusive-community message.
 */
export function Footer() {
  const { siteName, settings, menuItems, buildTime } = useSiteData()
  const quickLinks = menuTree(menuItems, 'footer')
  const year = canberraDay(buildTime ?? new Date()).slice(0, 4)
  return (
    <S.Footer>
      <S.FooterGrid>
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit">Visit {siteName}</h2>
          {settings?.address && (
            <address>
              <RichText html={settings.address} />
            </address>
          )}
          {settings?.phone && (
            <p>
              Phone <PhoneText phone={settings.phone} />
            </p>
          )}
          <p>
            <OpeningHoursMessage onDark />
            <br />
            <OpenNowStatus onDark />
          </p>
          <p>
            <Link to="/trading-hours/">Trading hours</Link>
          </p>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick links</h2>
          <S.QuickLinks>
            {quickLinks.map((item) =>
              item.url ? (
                <li key={item.drupalId}>
                  <SmartLink to={item.url}>{item.title}</SmartLink>
                </li>
              ) : null,
            )}
          </S.QuickLinks>
        </nav>
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect">Stay in touch</h2>
          {settings?.newsletterUrl && (
            <S.SignUp to={settings.newsletterUrl} data-variant="accent" data-signup="newsletter">
              {NEWSLETTER_LABEL}
              <Icon name="chevron" size={20} />
            </S.SignUp>
          )}
          {settings?.kidsClubUrl && (
            <S.SignUp to={settings.kidsClubUrl} data-signup="kids-club">
              {KIDS_CLUB_LABEL}
              <Icon name="chevron" size={20} />
            </S.SignUp>
          )}
          <SocialLinks
            facebookUrl={settings?.facebookUrl}
            instagramUrl={settings?.instagramUrl}
            onDark
          />
        </section>
      </S.FooterGrid>
      <S.FooterBottom>
        <S.FooterBottomInner>
          <div data-acknowledgement="">
            <RichText html={settings?.acknowledgement} />
          </div>
          <div data-inclusion="">
            <RichText html={settings?.inclusion} />
            <p>
              <small>
                © {year} {siteName}
              </small>
            </p>
          </div>
        </S.FooterBottomInner>
      </S.FooterBottom>
    </S.Footer>
  )
}

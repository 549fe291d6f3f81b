import { Link } from "gatsby";
import React from "react";
import { SocialIcon } from "./SocialIcon";
import { Columns, ContactList, FooterBar, Heading, LinkList, SmallPrint } from "./Footer.styles";

export interface FooterProps {
  brand: string;
  whoWeAre: string;
  address: { street: string; locality: string; city: string; region: string; postalCode: string; country: string };
  /** The heading over the address (data/site.json's officeHeading). */
  officeHeading: string;
  /** The columns' headings (data/site.json's footerHeadings). */
  headings: { about: string; contact: string; pages: string };
  branches: readonly string[];
  socials: readonly { network: string; url: string }[];
  contacts: readonly { name: string; email: string; link: string; number: string }[];
  /** The year shown in the copyright line. */
  year: number;
}

export const FOOTER_PAGES = [
  { to: "/about", label: "About" },
  { to: "/services", label: "Services" },
  { to: "/case-Study-download", label: "Case Studies" },
  { to: "/blog", label: "Blog" },
  { to: "/career", label: "Career" },
  { to: "/contact-us", label: "Contact Us" },
  { to: "/terms-and-conditions", label: "Terms and Conditions" },
  { to: "/privacy", label: "Privacy notice" },
] as const;

export function Footer({ brand, whoWeAre, address, officeHeading, headings, branches, socials, contacts, year }: FooterProps) {
  return (
    <FooterBar>
      <Columns>
        <section aria-labelledby="footer-who">
          <Heading id="footer-who">{headings.about}</Heading>
          <p>{whoWeAre}</p>
          <LinkList aria-label="Social media" $row>
            {socials.map((s) => (
              <li key={s.network}>
                <a href={s.url} rel="noopener noreferrer" target="_blank" aria-label={`${brand} on ${s.network}`}>
                  <SocialIcon network={s.network} />
                </a>
              </li>
            ))}
          </LinkList>
        </section>
        <section aria-labelledby="footer-contact">
          <Heading id="footer-contact">{headings.contact}</Heading>
          <ContactList>
            {contacts.map((c) => (
              <div key={c.name}>
                <dt>{c.name}</dt>
                <dd>
                  <a href={c.link}>{c.email}</a>
                </dd>
                <dd>
                  <a href={`tel:${c.number.replace(/[^+\d]/g, "")}`}>{c.number}</a>
                </dd>
              </div>
            ))}
          </ContactList>
        </section>
        <section aria-labelledby="footer-office">
          <Heading id="footer-office">{officeHeading}</Heading>
          <address>
            {address.street}, {address.locality}
            <br />
            {address.city} {address.postalCode}, {address.region}, {address.country}
          </address>
          <p>Branches: {branches.join(" · ")}</p>
        </section>
        <nav aria-labelledby="footer-pages">
          <Heading id="footer-pages">{headings.pages}</Heading>
          <LinkList>
            {FOOTER_PAGES.map((p) => (
              <li key={p.to}>
                <Link to={p.to}>{p.label}</Link>
              </li>
            ))}
          </LinkList>
        </nav>
      </Columns>
      <SmallPrint>
        © {year} {brand}. All rights reserved.
      </SmallPrint>
    </FooterBar>
  );
}

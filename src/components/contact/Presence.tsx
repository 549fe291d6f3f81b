import React from "react";
import styled from "styled-components";
import { below } from "../../styles/media";
import { Section, SectionLead, SectionTitle } from "../ui/Section";
import { Container } from "../ui/Container";
import { fillIn } from "../../lib/fill-in";
import type { SectionText } from "../../lib/page-copy";

export interface PresenceProps {
  id: string;
  address: { street: string; locality: string; city: string; region: string; postalCode: string; country: string };
  branches: readonly string[];
  contacts: readonly { name: string; email: string; link: string; number: string }[];
  /** The heading (a small piece of HTML) and intro from data/pages.json; the intro's {count} and {cities} are filled in. */
  words: SectionText;
  /** The heading over the address (data/site.json's officeHeading). */
  officeHeading: string;
  /** The headings of the branches' and the contacts' cards (data/pages.json). */
  cardHeadings: { branches: string; contacts: string };
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${below.menu} { grid-template-columns: 1fr; }
`;

const Card = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy};
  h3 { color: ${({ theme }) => theme.colors.white}; }
  ul { list-style: none; margin: 0; padding: 0; }
  address { font-style: normal; }
  dl { margin: 0; }
  dt { color: ${({ theme }) => theme.colors.accent}; font-weight: 700; margin-top: ${({ theme }) => theme.space.sm}; }
  dd { margin: 0; }
`;

const telHref = (number: string) => `tel:${number.replace(/[^+\d]/g, "")}`;

/** Where we are: the Pune headquarters, the branch cities and the HR, Sales and Career contacts. */
export function Presence({ id, address, branches, contacts, words, officeHeading, cardHeadings }: PresenceProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <Container>
        <SectionTitle id={`${id}-title`} dangerouslySetInnerHTML={{ __html: words.heading }} />
        <SectionLead>{fillIn(words.intro, { count: String(branches.length), cities: branches.length === 1 ? "city" : "cities" }).join("")}</SectionLead>
        <Grid>
          <Card>
            <h3>{officeHeading}</h3>
            <address>
              {address.street}, {address.locality}
              <br />
              {address.city} {address.postalCode}
              <br />
              {address.region}, {address.country}
            </address>
          </Card>
          <Card>
            <h3 dangerouslySetInnerHTML={{ __html: cardHeadings.branches }} />
            <ul>
              {branches.map((city) => (
                <li key={city}>{city}</li>
              ))}
            </ul>
          </Card>
          <Card>
            <h3 dangerouslySetInnerHTML={{ __html: cardHeadings.contacts }} />
            <dl>
              {contacts.map((c) => (
                <div key={c.name}>
                  <dt>{c.name}</dt>
                  <dd>
                    <a href={c.link}>{c.email}</a>
                  </dd>
                  <dd>
                    <a href={telHref(c.number)}>{c.number}</a>
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        </Grid>
      </Container>
    </Section>
  );
}

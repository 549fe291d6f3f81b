import { graphql } from "gatsby";
import React, { useState } from "react";
import { imageData } from "../../lib/image-data";
import { Container } from "../ui/Container";
import { Picture } from "../ui/Picture";
import { Card, Grid, Painted } from "./ServiceCards.styles";

export const serviceCardsFragment = graphql`
  fragment ServiceDetailCards on Service {
    titleSmall
    cards {
      title
      desc
      color
      Bgcolor
      img { childImageSharp { gatsbyImageData(width: 560, aspectRatio: 1.6) } }
      imgAlt
    }
  }
`;

export interface ServiceCardsProps {
  service: Queries.ServiceDetailCardsFragment;
}

/**
 * A service's cards in two columns. Pointing at a card or focusing it paints the whole section in the
 * card's colour; leaving it clears the colour. A service without cards (consultant) renders nothing.
 */
export function ServiceCards({ service }: ServiceCardsProps) {
  const [background, setBackground] = useState<string | null>(null);
  if (service.cards.length === 0) return null;
  return (
    <Painted aria-labelledby="service-cards-title" $background={background}>
      <Container>
        <h2 id="service-cards-title">What {service.titleSmall} covers</h2>
        <Grid>
          {service.cards.map((card) => {
            const image = imageData(card.img?.childImageSharp?.gatsbyImageData);
            const paint = () => setBackground(card.Bgcolor);
            const clear = () => setBackground(null);
            return (
              <Card
                key={card.title}
                tabIndex={0}
                aria-label={card.title}
                $accent={card.color}
                onMouseEnter={paint}
                onFocus={paint}
                onMouseLeave={clear}
                onBlur={clear}
              >
                {image && <Picture image={image} alt={card.imgAlt} />}
                <div>
                  <h3>{card.title}</h3>
                  <p>{card.desc}</p>
                </div>
              </Card>
            );
          })}
        </Grid>
      </Container>
    </Painted>
  );
}

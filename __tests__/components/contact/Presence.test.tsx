import { screen, within } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { Presence } from "../../../src/components/contact/Presence";
import { pageWords } from "../page-words";

const address = { street: "12 Lane", locality: "Baner", city: "Pune", region: "Maharashtra", postalCode: "411045", country: "India" };
const contacts = [
  { name: "HR", email: "hr@x.example", link: "mailto:hr@x.example", number: "+91 98220 41218" },
  { name: "Sales", email: "sales@x.example", link: "mailto:sales@x.example", number: "+91 98220 51218" },
];

describe("Presence", () => {
  it("lists the headquarters, the branches and each contact with mail and phone links", () => {
    renderWithTheme(<Presence id="presence" address={address} branches={["Mumbai", "Deoghar"]} contacts={contacts} words={pageWords("/contact-us", "presenceSection")} officeHeading="Pune headquarters" cardHeadings={{ branches: pageWords("/contact-us", "branchesSection").heading, contacts: pageWords("/contact-us", "contactsSection").heading }} />);
    const section = screen.getByRole("region", { name: "Our presence" });
    expect(section).toHaveAttribute("id", "presence");
    expect(within(section).getByText(/12 Lane, Baner/)).toBeInTheDocument();
    expect(within(section).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Mumbai", "Deoghar"]);
    expect(section).toHaveTextContent("One headquarters, 2 more cities");
    // Issue 30: the cards' headings are data/pages.json's.
    expect(within(section).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Pune headquarters",
      pageWords("/contact-us", "branchesSection").heading,
      pageWords("/contact-us", "contactsSection").heading,
    ]);
    expect(within(section).getByRole("link", { name: "sales@x.example" })).toHaveAttribute("href", "mailto:sales@x.example");
    expect(within(section).getByRole("link", { name: "+91 98220 41218" })).toHaveAttribute("href", "tel:+919822041218");
  });
});

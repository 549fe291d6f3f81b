/**
 * The Not found screen (issue 30): the addresses visitors asked for that the site has no page for, most
 * asked first, 25 a page, with when and from where. Admin and marketing. A row can be removed from the
 * list; the Redirect button (./RedirectButton.tsx) is to send the address somewhere and remove it.
 */
import { Stack, Typography } from "@mui/material";
import React from "react";
import { Datagrid, DeleteButton, List, NumberField, TextField } from "react-admin";
import { DateTimeText, ListEmpty, ListPagination } from "../shared";
import { RedirectButton } from "./RedirectButton";
import { Referrers } from "./Referrers";

export const NOT_FOUND_INTRO =
  "Addresses visitors asked for that the site has no page for, the most asked first. Scanners looking for weak spots are left out, and an address nobody has asked for in 90 days leaves the list.";
export const NOT_FOUND_EMPTY = "No visitor has landed on a missing page yet. When someone follows an old or broken link, its address shows here.";

/** A row's buttons: Redirect (its place, ./RedirectButton.tsx) and Remove, which asks first. */
function RowActions(_: { label?: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <RedirectButton />
      <DeleteButton
        mutationMode="pessimistic"
        redirect={false}
        label="Remove"
        confirmTitle="Remove this address from the list?"
        confirmContent="It comes back if a visitor asks for it again."
      />
    </Stack>
  );
}

export function NotFoundList() {
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: "70ch" }}>{NOT_FOUND_INTRO}</Typography>
      <List title="Not found" actions={false} perPage={25} pagination={<ListPagination />} exporter={false} empty={<ListEmpty text={NOT_FOUND_EMPTY} />}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="path" label="Address" sortable={false} />
          <NumberField source="count" label="Times asked" sortable={false} />
          <DateTimeText source="firstSeen" label="First asked" />
          <DateTimeText source="lastSeen" label="Last asked" />
          <Referrers label="Came from" />
          <RowActions label="Actions" />
        </Datagrid>
      </List>
    </>
  );
}

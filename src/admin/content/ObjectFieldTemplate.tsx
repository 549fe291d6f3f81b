/**
 * A group of fields (an entry, or a group inside it) as the MUI theme lays it out, with the fields the
 * schema marks `x-advanced` (addresses, numbers and file names that people rarely change) last, inside a
 * collapsed "Advanced" group. It opens by itself when one of those fields has a problem to correct.
 */
import { Templates } from "@rjsf/mui";
import { getUiOptions, type ObjectFieldTemplateProps } from "@rjsf/utils";
import { Box, Typography } from "@mui/material";
import React, { useState } from "react";

const ThemeObject = Templates.ObjectFieldTemplate as React.ComponentType<ObjectFieldTemplateProps>;

export const ADVANCED_SUMMARY = "Advanced: addresses, numbers and file names";

export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const [expanded, setExpanded] = useState(false);
  const advanced = getUiOptions(props.uiSchema).advanced;
  const names = Array.isArray(advanced) ? advanced.filter((name): name is string => typeof name === "string") : [];
  const tucked = props.properties.filter((property) => names.includes(property.name));
  if (tucked.length === 0) return <ThemeObject {...props} />;
  const errors = (props.errorSchema ?? {}) as Record<string, unknown>;
  const open = expanded || tucked.some((property) => property.name in errors);
  const group = (
    <Box component="details" open={open} onToggle={(event: React.SyntheticEvent<HTMLDetailsElement>) => setExpanded(event.currentTarget.open)} sx={{ border: "1px solid #d5d8e0", borderRadius: 1, p: 1.5, background: "#ffffff" }}>
      <Typography component="summary" sx={{ fontWeight: 700, cursor: "pointer" }}>
        {ADVANCED_SUMMARY}
      </Typography>
      <Typography sx={{ fontSize: "0.875rem", color: "#3f4452", my: 1 }}>
        Rarely changed. Changing these can break links to this page or its downloads.
      </Typography>
      <Box sx={{ display: "grid", gap: 1.25 }}>
        {tucked.map((property) => (
          <React.Fragment key={property.name}>{property.content}</React.Fragment>
        ))}
      </Box>
    </Box>
  );
  const properties = [...props.properties.filter((property) => !names.includes(property.name)), { name: "__advanced", content: group, hidden: false }];
  return <ThemeObject {...props} properties={properties} />;
}

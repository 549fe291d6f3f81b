/** Which days the screen shows: the last 7, 30 or 90 days, or two chosen dates (the site's days, India time). */
import { Box, Button, MenuItem, TextField, Typography } from "@mui/material";
import React, { useState } from "react";
import { lastDays, PRESETS, rangeProblem, type Preset, type Range } from "./range";

export function RangePicker({ range, onChange }: { range: Range; onChange: (range: Range) => void }) {
  const [preset, setPreset] = useState<Preset>("30");
  const [chosen, setChosen] = useState<Range>(range);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (value: Preset) => {
    setPreset(value);
    setProblem(null);
    if (value === "custom") setChosen(range);
    else onChange(lastDays(Number(value)));
  };
  const show = (event: React.FormEvent) => {
    event.preventDefault();
    const wrong = rangeProblem(chosen);
    setProblem(wrong);
    if (!wrong) onChange(chosen);
  };

  return (
    <Box component="form" onSubmit={show} aria-label="Dates shown" sx={{ display: "flex", gap: 2, alignItems: "flex-start", flexWrap: "wrap", mb: 2 }}>
      <TextField select label="Dates" value={preset} onChange={(e) => pick(e.target.value as Preset)} size="small" sx={{ minWidth: 180 }}>
        {PRESETS.map((p) => (
          <MenuItem key={p.value} value={p.value}>
            {p.label}
          </MenuItem>
        ))}
      </TextField>
      {preset === "custom" && (
        <>
          <TextField
            type="date"
            label="From"
            size="small"
            value={chosen.from}
            onChange={(e) => setChosen({ ...chosen, from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(problem)}
          />
          <TextField
            type="date"
            label="To"
            size="small"
            value={chosen.to}
            onChange={(e) => setChosen({ ...chosen, to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(problem)}
          />
          <Button type="submit" variant="contained">
            Show these dates
          </Button>
        </>
      )}
      {problem && (
        <Typography role="alert" color="error" sx={{ flexBasis: "100%" }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}

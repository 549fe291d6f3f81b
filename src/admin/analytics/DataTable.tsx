/**
 * One of the screen's tables: a caption that names it, its rows (or a sentence when there are none), and
 * Export CSV, a download link to the same rows made in the browser (csv.ts). Under a chart, it is the
 * chart's text alternative (the chart points at the caption).
 */
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import React from "react";
import { csvHref, toCsv } from "./csv";

export interface Column<T> {
  label: string;
  /** What the table shows. */
  show: (row: T) => string;
  /** What the CSV holds (unformatted numbers, YYYY-MM-DD dates). */
  csv: (row: T) => string | number;
  /** Right-aligned numbers. */
  numeric?: boolean;
}

export interface DataTableProps<T> {
  /** The caption's id, for the chart that this table describes. */
  id: string;
  caption: string;
  columns: Column<T>[];
  rows: T[];
  /** The sentence shown instead of an empty table. */
  empty: string;
  /** The download's file name, without ".csv". */
  fileName: string;
}

export function DataTable<T>({ id, caption, columns, rows, empty, fileName }: DataTableProps<T>) {
  if (!rows.length) {
    return (
      <Typography id={id} sx={{ my: 1 }}>
        {caption}: {empty}
      </Typography>
    );
  }
  const csv = toCsv(columns.map((c) => c.label), rows.map((row) => columns.map((c) => c.csv(row))));
  return (
    <Box sx={{ my: 1, overflowX: "auto" }}>
      <Table size="small" sx={{ captionSide: "top", "& caption": { px: 0, pt: 0, color: "text.primary", fontWeight: 600 } }}>
        <caption id={id}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.numeric ? "right" : "left"} scope="col" sx={{ fontWeight: 700 }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={i}>
              {columns.map((c, j) =>
                j === 0 ? (
                  <TableCell key={c.label} component="th" scope="row" sx={{ fontWeight: 400, wordBreak: "break-all" }}>
                    {c.show(row)}
                  </TableCell>
                ) : (
                  <TableCell key={c.label} align={c.numeric ? "right" : "left"}>
                    {c.show(row)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {/* The visible words first in the name (WCAG 2.5.3), then which table. */}
      <Button component="a" href={csvHref(csv)} download={`${fileName}.csv`} aria-label={`Export CSV: ${caption}`} size="small" variant="outlined" sx={{ mt: 1 }}>
        Export CSV
      </Button>
    </Box>
  );
}

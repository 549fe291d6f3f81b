/**
 * Templates that replace the MUI theme's where the console needs more: headings at the level their depth
 * gives and descriptions as paragraphs (the theme makes every title an h5 and every description an h6,
 * which breaks the page's outline), lists as labelled groups whose add button names what it adds
 * ("Add result"), and optional groups added or removed by buttons that name the group.
 */
import { Box, Button, Typography } from "@mui/material";
import {
  getTemplate,
  getUiOptions,
  titleId,
  type ArrayFieldTemplateProps,
  type DescriptionFieldProps,
  type OptionalDataControlsTemplateProps,
  type TitleFieldProps,
} from "@rjsf/utils";
import React from "react";

/** h2 for the form's own title, one level deeper per step into it (root_counter_0 → h4), at most h6. */
export function headingLevel(id: string): 2 | 3 | 4 | 5 | 6 {
  const steps = id.replace(/__title$/, "").split(/[_.]/).filter(Boolean).length - 1;
  return Math.min(6, 2 + Math.max(0, steps)) as 2 | 3 | 4 | 5 | 6;
}

/** An optional group's Add / Remove button, named after the group ("Add Deliverables"). */
export function OptionalDataControlsTemplate({ id, label, schema, onAddClick, onRemoveClick }: OptionalDataControlsTemplateProps) {
  const onClick = onAddClick ?? onRemoveClick;
  if (!onClick) return <em id={id}>{label}</em>;
  const title = typeof schema?.title === "string" ? schema.title : "this group";
  return (
    <Button id={id} size="small" variant={onAddClick ? "outlined" : "text"} color={onAddClick ? "primary" : "error"} onClick={onClick}>
      {onAddClick ? `Add ${title}` : `Remove ${title}`}
    </Button>
  );
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Typography id={id} component="p" sx={{ fontSize: "0.875rem", color: "#3f4452", mt: 0.5, mb: 0.5 }}>
      {description}
    </Typography>
  );
}

export function TitleFieldTemplate({ id, title, required, optionalDataControl }: TitleFieldProps) {
  const level = headingLevel(id);
  return (
    <Box id={id} sx={{ display: "flex", alignItems: "center", gap: 1, mt: 1, mb: 1, borderBottom: "1px solid #d5d8e0" }}>
      <Typography component={`h${level}`} sx={{ fontSize: level <= 3 ? "1.15rem" : "1rem", fontWeight: 700, flex: 1 }}>
        {title}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Typography>
      {optionalDataControl}
    </Box>
  );
}

const itemTitle = (schema: ArrayFieldTemplateProps["schema"]): string => {
  const items = schema.items;
  return items && typeof items === "object" && !Array.isArray(items) && typeof items.title === "string" ? items.title : "item";
};

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, optionalDataControl, onAddClick, registry, required, schema, title } = props;
  const uiOptions = getUiOptions(uiSchema);
  const ArrayFieldTitleTemplate = getTemplate("ArrayFieldTitleTemplate", registry, uiOptions);
  const ArrayFieldDescriptionTemplate = getTemplate("ArrayFieldDescriptionTemplate", registry, uiOptions);
  const editable = !readonly && !disabled;
  return (
    <Box role="group" aria-labelledby={titleId(fieldPathId)} sx={{ border: "1px solid #d5d8e0", borderRadius: 1, p: 2, background: "#ffffff" }}>
      <ArrayFieldTitleTemplate fieldPathId={fieldPathId} title={uiOptions.title || title} schema={schema} uiSchema={uiSchema} required={required} registry={registry} optionalDataControl={editable ? optionalDataControl : undefined} />
      <ArrayFieldDescriptionTemplate fieldPathId={fieldPathId} description={uiOptions.description || schema.description} schema={schema} uiSchema={uiSchema} registry={registry} />
      {items}
      {canAdd && (
        <Button variant="outlined" onClick={onAddClick} disabled={!editable} sx={{ mt: 1 }}>
          Add {itemTitle(schema).toLowerCase()}
        </Button>
      )}
    </Box>
  );
}

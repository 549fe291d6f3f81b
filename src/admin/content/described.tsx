/**
 * The MUI theme's text input, select and checkbox with their description and errors tied to the control a
 * screen reader lands on: the theme puts `aria-describedby` on the wrapper, not on the input or the combobox.
 */
import { Templates, Widgets } from "@rjsf/mui";
import { ariaDescribedByIds, type BaseInputTemplateProps, type WidgetProps } from "@rjsf/utils";
import React from "react";

const ThemeInput = Templates.BaseInputTemplate as React.ComponentType<BaseInputTemplateProps>;
const ThemeSelect = Widgets.SelectWidget as React.ComponentType<WidgetProps>;
const ThemeCheckbox = Widgets.CheckboxWidget as React.ComponentType<WidgetProps>;

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const slotProps = (props.slotProps ?? {}) as Record<string, Record<string, unknown> | undefined>;
  return <ThemeInput {...props} slotProps={{ ...slotProps, htmlInput: { ...slotProps.htmlInput, "aria-describedby": ariaDescribedByIds(props.id) } }} />;
}

export function SelectWidget(props: WidgetProps) {
  const mui = (props.options.mui ?? {}) as { rjsfSlotProps?: Record<string, Record<string, unknown> | undefined> };
  const slots = mui.rjsfSlotProps ?? {};
  const select = { ...slots.select, SelectDisplayProps: { "aria-describedby": ariaDescribedByIds(props.id) } };
  return <ThemeSelect {...props} options={{ ...props.options, mui: { ...mui, rjsfSlotProps: { ...slots, select } } }} />;
}

/** A yes/no field (a redirect's "Moved for good", issue 30): the description on the checkbox's own input. */
export function CheckboxWidget(props: WidgetProps) {
  const mui = (props.options.mui ?? {}) as { rjsfSlotProps?: Record<string, Record<string, unknown> | undefined> };
  const slots = mui.rjsfSlotProps ?? {};
  const slotProps = (slots.checkbox?.slotProps ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const checkbox = { ...slots.checkbox, slotProps: { ...slotProps, input: { ...slotProps.input, "aria-describedby": ariaDescribedByIds(props.id) } } };
  return <ThemeCheckbox {...props} options={{ ...props.options, mui: { ...mui, rjsfSlotProps: { ...slots, checkbox } } }} />;
}

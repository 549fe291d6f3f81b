/** Staff accounts (admin only): list, add with a role and a password, remove after a confirmation. */
import React from "react";
import {
  Create,
  Datagrid,
  DeleteButton,
  List,
  PasswordInput,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  email,
  minLength,
  required,
  useRecordContext,
} from "react-admin";
import { PrivacyRightToggle } from "./privacy/PrivacyRight";
import { DateTimeText, ListActions, ListEmpty, ListPagination, labelOf, type Choice } from "./shared";
import { roleLabel, ROLES_IN_ORDER } from "./words/role-labels";

/** The roles, each labelled with what it may do (made from roles.ts's rights). */
export const ROLES: Choice[] = ROLES_IN_ORDER.map((role) => ({ id: role, name: roleLabel(role) }));

function RoleText(_: { label?: string }) {
  const record = useRecordContext();
  return <span>{labelOf(ROLES, record?.role)}</span>;
}

function RemoveButton(_: { label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      label={`Remove ${record.email}`}
      confirmTitle={`Remove ${record.email}?`}
      confirmContent="Their sessions end and they can no longer sign in."
      redirect={false}
    />
  );
}

export function UserList() {
  return (
    <List title="Staff" actions={<ListActions create />} perPage={25} pagination={<ListPagination />} exporter={false} empty={<ListEmpty text="No staff accounts yet." create />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="email" label="Email" sortable={false} />
        <RoleText label="Role" />
        <PrivacyRightToggle label="Privacy requests" />
        <DateTimeText source="createdAt" label="Added" />
        <RemoveButton label="Remove" />
      </Datagrid>
    </List>
  );
}

export function UserCreate() {
  return (
    <Create title="Add a staff member" redirect="list">
      <SimpleForm defaultValues={{ role: "sales" }} toolbar={<Toolbar><SaveButton label="Save" alwaysEnable /></Toolbar>}>
        <TextInput source="email" label="Email" type="email" validate={[required("Enter their email."), email("Enter a valid email address.")]} fullWidth />
        <RadioButtonGroupInput source="role" label="Role" choices={ROLES} validate={required("Choose a role.")} />
        <PasswordInput
          source="password"
          label="Password"
          autoComplete="new-password"
          validate={[required("Enter a password."), minLength(12, "The password needs at least 12 characters.")]}
          helperText="At least 12 characters. Tell it to them in person, not by email."
          fullWidth
        />
      </SimpleForm>
    </Create>
  );
}

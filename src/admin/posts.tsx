/** Blog posts (issue 16): list, create, edit, preview, publish, delete after a confirmation, a cover image. */
import { Box, Typography } from "@mui/material";
import React from "react";
import {
  Create,
  Datagrid,
  DateTimeInput,
  DeleteButton,
  Edit,
  List,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  regex,
  required,
  useRecordContext,
} from "react-admin";
import { CoverImagePicker } from "./CoverImagePicker";
import { PreviewButton } from "./PreviewButton";
import { RichTextInput } from "./RichTextInput";
import { PostSeoFields, PostSeoPanel } from "./seo/PostSeo";
import { WithSeoPanel } from "./seo/SeoPanel";
import { fromIstInput, toIstInput } from "./words/ist";
import { DateTimeText, ListActions, ListEmpty, ListPagination, OpenLink, POST_STATUSES, StatusText, listFilters } from "./shared";

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const previewPost = (values: Record<string, unknown>) => ({
  title: String(values.title ?? ""),
  image: typeof values.image === "string" ? values.image : null,
  sections: [{ html: String(values.blog ?? "") }],
});

function PostFields() {
  return (
    <>
      <TextInput source="title" label="Title" validate={required("Enter the title.")} fullWidth />
      <TextInput
        source="url"
        label="Slug"
        fullWidth
        validate={regex(SLUG, "Use lowercase letters, digits and single hyphens, e.g. moon-landing-notes.")}
        helperText="The end of the post's web address, e.g. moon-landing-notes. Left empty, it is made from the title. Changed later, the old address still leads to the post."
      />
      <RichTextInput source="blog" label="Post" validate={required("Write the post.")} />
      <RadioButtonGroupInput source="status" label="Status" choices={POST_STATUSES} row helperText="Published posts show on the site's blog at once." />
      <DateTimeInput
        source="publishedAt"
        label="Publish date and time (IST)"
        format={toIstInput}
        parse={fromIstInput}
        helperText="India time. Left empty, publishing sets it to now."
      />
      <PostSeoFields />
    </>
  );
}

const PostToolbar = ({ deletable }: { deletable: boolean }) => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton label="Save" alwaysEnable />
    <PreviewButton render={previewPost} />
    <Box sx={{ flex: 1 }} />
    {deletable && <DeleteButton mutationMode="pessimistic" label="Delete" confirmTitle="Delete this post?" confirmContent="It leaves the blog at once. This cannot be undone." />}
  </Toolbar>
);

export function PostList() {
  return (
    <List title="Blog posts" filters={listFilters(POST_STATUSES)} actions={<ListActions create />} perPage={25} pagination={<ListPagination />} exporter={false} empty={<ListEmpty text="No blog posts yet." create />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <OpenLink text={(r) => String(r.title ?? "")} label="Title" />
        <TextField source="url" label="Slug" sortable={false} />
        <StatusText choices={POST_STATUSES} label="Status" />
        <DateTimeText source="publishedAt" label="Published" />
        <DateTimeText source="updatedAt" label="Updated" />
      </Datagrid>
    </List>
  );
}

function PostTitle() {
  const record = useRecordContext();
  return <span>{record ? `Post: ${record.title}` : "Post"}</span>;
}

export function PostEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false} title={<PostTitle />}>
      <SimpleForm toolbar={<PostToolbar deletable />}>
        <WithSeoPanel panel={<PostSeoPanel />}>
          <CoverImagePicker />
          <PostFields />
        </WithSeoPanel>
      </SimpleForm>
    </Edit>
  );
}

export function PostCreate() {
  return (
    <Create title="New post" redirect="edit">
      <SimpleForm toolbar={<PostToolbar deletable={false} />} defaultValues={{ status: "draft", url: "", blog: "", publishedAt: null }}>
        <WithSeoPanel panel={<PostSeoPanel />}>
          <Typography sx={{ mb: 2 }}>Save the post first; its cover image can be added on the next screen.</Typography>
          <PostFields />
        </WithSeoPanel>
      </SimpleForm>
    </Create>
  );
}

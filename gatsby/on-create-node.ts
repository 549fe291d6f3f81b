import type { GatsbyNode, Node } from "gatsby";
import { collectionForFile } from "./collections";

type Entry = Record<string, unknown>;

/** A case study's own `id` (0, 1, 2 …) would clash with the node id, so it is exposed as `caseId`. */
function entryFields(entry: Entry): Entry {
  const { id, ...rest } = entry;
  return id === undefined ? rest : { ...rest, caseId: id };
}

/**
 * gatsby-transformer-json makes one DataFile node per file; this turns each entry of the file into
 * a node of its collection's type, a child of that file node, so images resolve relative to data/.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, createNodeId, createContentDigest }) => {
  if (node.internal.type !== "DataFile" || !node.parent) return;
  const file = getNode(node.parent) as (Node & { name?: string }) | undefined;
  const collection = file?.name ? collectionForFile(file.name) : undefined;
  if (!collection) return;

  const value = (node as unknown as Record<string, unknown>)[collection.key];
  const entries = (collection.single ? [value] : Array.isArray(value) ? value : []) as Entry[];
  entries.forEach((entry, index) => {
    const fields = entryFields(entry);
    const child = {
      ...fields,
      id: createNodeId(`${collection.type}-${index}`),
      parent: node.id,
      children: [],
      internal: { type: collection.type, contentDigest: createContentDigest(fields) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
  });
};

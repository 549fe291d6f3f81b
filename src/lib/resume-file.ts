/** The careers form's resume checks, made before sending (the API checks the bytes again). */

/** 5 MB, as the API counts it. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPE_MESSAGE = "Resume must be a PDF, DOC or DOCX file";
export const RESUME_SIZE_MESSAGE = "Resume must be 5 MB or smaller";

const EXTENSIONS = [".pdf", ".doc", ".docx"];
const MIME_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
];

/** The file input's `accept`: what the picker offers first. */
export const RESUME_ACCEPT = [...EXTENSIONS, ...MIME_TYPES].join(",");

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** A PDF, DOC or DOCX (by extension or by type) of at most 5 MB passes: null; otherwise the message. */
export function resumeFileError(file: FileLike): string | null {
  const name = file.name.toLowerCase();
  const knownType = EXTENSIONS.some((ext) => name.endsWith(ext)) || MIME_TYPES.includes(file.type);
  if (!knownType) return RESUME_TYPE_MESSAGE;
  return file.size > RESUME_MAX_BYTES ? RESUME_SIZE_MESSAGE : null;
}

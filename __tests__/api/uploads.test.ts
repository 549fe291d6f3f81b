/** @jest-environment node */
import { sniffResume, zipEntryNames } from "../../api/uploads";
import { FILES, makeZip } from "./helpers";

describe("sniffResume", () => {
  it("knows PDF, DOC and DOCX by their bytes", () => {
    expect(sniffResume(FILES.pdf)?.ext).toBe(".pdf");
    expect(sniffResume(FILES.doc)?.ext).toBe(".doc");
    expect(sniffResume(FILES.docx)?.ext).toBe(".docx");
  });

  it.each([
    ["empty", Buffer.alloc(0)],
    ["PNG", FILES.png],
    ["text", FILES.text],
    ["ZIP without word/document.xml", FILES.zip],
    ["Excel in an OLE2 container", FILES.xls],
    ["PDF magic not at the start", Buffer.concat([Buffer.from(" "), FILES.pdf])],
    ["ZIP header with a cut-off body", FILES.docx.subarray(0, 40)],
    ["ZIP whose only mention of word/document.xml is inside a file", makeZip([{ name: "a.txt", data: "word/document.xml" }])],
  ])("rejects %s", (_, bytes) => {
    expect(sniffResume(bytes)).toBeNull();
  });
});

describe("zipEntryNames", () => {
  it("lists the central directory", () => {
    expect(zipEntryNames(FILES.docx)).toEqual(["[Content_Types].xml", "word/document.xml"]);
  });

  it("returns null for broken archives instead of throwing", () => {
    const broken = Buffer.from(FILES.docx);
    broken.writeUInt32LE(0xffffff00, broken.length - 6); // directory offset past the end
    expect(zipEntryNames(broken)).toBeNull();
    expect(zipEntryNames(Buffer.from("PK\u0003\u0004"))).toBeNull();
  });
});

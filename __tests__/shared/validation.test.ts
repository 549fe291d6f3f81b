import {
  MESSAGES,
  PHONE_MAX_LENGTH,
  address,
  careersFirstName,
  description,
  email,
  firstName,
  isValid,
  lastName,
  message,
  phoneNumber,
  resume,
  validateApplication,
  validateContact,
  validateDownload,
} from "../../shared/validation";

const LONG = "A".repeat(20_000);

describe("firstName / lastName", () => {
  it.each([
    [firstName, "First Name is required"],
    [careersFirstName, "Name is required"],
    [lastName, "Last Name is required"],
  ])("%p says the required message for empty or blank input", (rule, msg) => {
    expect(rule("")).toBe(msg);
    expect(rule("   ")).toBe(msg);
    expect(rule("\t\n")).toBe(msg);
  });

  it.each(["Ada", "lovelace", "X", "McDonald", LONG])("accepts ASCII letters: %#", (v) => {
    expect(firstName(v)).toBeNull();
    expect(lastName(v)).toBeNull();
    expect(careersFirstName(v)).toBeNull();
  });

  it.each([
    "José", // accent
    "Zoë",
    "Anne Marie", // inner space
    " Ada", // leading space
    "Ada ", // trailing space
    "R2D2", // digits
    "O'Neil", // apostrophe
    "Jean-Luc", // hyphen
    "Аda", // Cyrillic capital A look-alike
    "Adа", // Cyrillic small a look-alike
    "Ａda", // full-width A
    "<script>",
    "Ada\u200b", // zero-width space
    `${LONG}1`,
  ])("rejects %j with 'Please enter only letters'", (v) => {
    expect(firstName(v)).toBe("Please enter only letters");
    expect(lastName(v)).toBe("Please enter only letters");
    expect(careersFirstName(v)).toBe("Please enter only letters");
  });
});

describe("email", () => {
  it("requires a value", () => {
    expect(email("")).toBe("Email is required");
    expect(email("  ")).toBe("Email is required");
  });

  it.each(["ada@selenova.in", "a@b.c", "first.last@mail.example.co.in", "x+tag@sub.domain.org"])(
    "accepts %s",
    (v) => expect(email(v)).toBeNull(),
  );

  it.each([
    "ada@selenova", // no dot after the at sign
    "ada.selenova.in", // no at sign
    "@selenova.in", // nothing before the at sign
    "ada@.in", // nothing between at sign and dot
    "ada@selenova.", // nothing after the dot
    "ada @selenova.in", // inner space
    " ada@selenova.in", // leading space
    "ada@selenova.in ", // trailing space
    "ada@sele\tnova.in", // tab
    "ada@selenova.in\n", // newline
    "ada@sele\u00a0nova.in", // no-break space
    `${"a".repeat(20_000)}@x`, // long paste without a dot
  ])("rejects %j", (v) => {
    expect(email(v)).toBe("Email is not valid");
  });
});

describe("phoneNumber", () => {
  it("has a maximum input length of 10", () => expect(PHONE_MAX_LENGTH).toBe(10));

  it("requires a value", () => {
    expect(phoneNumber("")).toBe("Phone number is required");
    expect(phoneNumber(" ")).toBe("Phone number is required");
  });

  it("accepts exactly ten ASCII digits", () => {
    expect(phoneNumber("9876543210")).toBeNull();
    expect(phoneNumber("0000000000")).toBeNull();
  });

  it.each([
    "987654321", // 9 digits
    "98765432101", // 11 digits
    "98765 43210", // space
    "+919876543210", // country code
    "98765-4321",
    "987654321a",
    "٩٨٧٦٥٤٣٢١٠", // Arabic-Indic digits
    "９８７６５４３２１０", // full-width digits
    " 9876543210",
    "9876543210\n",
    "1".repeat(20_000),
  ])("rejects %j", (v) => {
    expect(phoneNumber(v)).toBe("Phone number must be 10 digits");
  });
});

describe("message", () => {
  it("requires a value", () => {
    expect(message("")).toBe("Message is required");
    expect(message(" \n ")).toBe("Message is required");
  });

  it.each(["Hello, we need a new website!", "Scrip t is fine", "P H P spaced out", "ph-p", LONG])(
    "accepts harmless text: %#",
    (v) => expect(message(v)).toBeNull(),
  );

  it.each([
    "script",
    "SCRIPT",
    "<ScRiPt>alert(1)</ScRiPt>",
    "javascript:void(0)",
    "manuscripts",
    "php",
    "pHp",
    "index.PHP",
    "<?php echo 1; ?>",
    `${LONG} and then php at the very end`,
  ])("rejects %j", (v) => {
    expect(message(v)).toBe("Message contains invalid content");
  });
});

describe("careers-only fields", () => {
  it("address, description and resume are required", () => {
    expect(address("")).toBe("Address is required");
    expect(address("  ")).toBe("Address is required");
    expect(address("12 Orbit Lane, Pune")).toBeNull();
    expect(description("")).toBe("Description is required");
    expect(description("I love the moon.")).toBeNull();
    expect(resume(null)).toBe("Resume is required");
    expect(resume(undefined)).toBe("Resume is required");
    expect(resume({ name: "cv.pdf" })).toBeNull();
  });
});

describe("form-level validation", () => {
  const person = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@selenova.in",
    phoneNumber: "9876543210",
  };

  it("returns an empty map for valid forms", () => {
    expect(validateContact({ ...person, message: "Hi" })).toEqual({});
    expect(validateDownload(person)).toEqual({});
    const app = validateApplication({ ...person, address: "Pune", description: "Hi", resume: {} });
    expect(app).toEqual({});
    expect(isValid(app)).toBe(true);
  });

  it("maps every failing field of the contact form to its message", () => {
    const errors = validateContact({
      firstName: "",
      lastName: "L0vel@ce",
      email: "ada@selenova",
      phoneNumber: "123",
      message: "<script>",
    });
    expect(errors).toEqual({
      firstName: MESSAGES.firstNameRequired,
      lastName: MESSAGES.lettersOnly,
      email: MESSAGES.emailInvalid,
      phoneNumber: MESSAGES.phoneInvalid,
      message: MESSAGES.messageInvalid,
    });
    expect(isValid(errors)).toBe(false);
  });

  it("uses 'Name is required' for the careers form's first name", () => {
    const errors = validateApplication({
      firstName: "",
      lastName: "",
      email: "",
      phoneNumber: "",
      address: "",
      description: "",
      resume: null,
    });
    expect(errors).toEqual({
      firstName: "Name is required",
      lastName: "Last Name is required",
      email: "Email is required",
      phoneNumber: "Phone number is required",
      address: "Address is required",
      description: "Description is required",
      resume: "Resume is required",
    });
  });

  it("the download form checks the four person fields only", () => {
    expect(Object.keys(validateDownload({ ...person, firstName: "1", phoneNumber: "" }))).toEqual([
      "firstName",
      "phoneNumber",
    ]);
  });

  it("the careers form has no script/php rule on its description", () => {
    const errors = validateApplication({ ...person, address: "a", description: "php dev", resume: {} });
    expect(errors).toEqual({});
  });
});

/** The signed-in person's own account (issue 22): /admin/account, and the second factor's setup used at sign-in too. */
export { AccountPage } from "./AccountPage";
export { SecondFactorSetup } from "./SecondFactorSetup";

/**
 * What react-admin (through react-router) needs from the platform that jsdom lacks. Imported first by
 * the console's component tests.
 */
import { TextDecoder, TextEncoder } from "node:util";

Object.assign(globalThis, { TextEncoder, TextDecoder });

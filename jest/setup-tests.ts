import "@testing-library/jest-dom";
import { mockMatchMedia } from "./match-media";

if (typeof window !== "undefined") mockMatchMedia(() => false);

/**
 * SITE_PUBLISH_COMMAND: run before a build goes live, with the build's folder as its one argument (e.g. a
 * sync to a CDN's origin bucket). It runs through the shell, so it may be a pipeline or a script; the
 * folder is passed as "$1", never pasted into the command's text.
 */
import { spawn } from "node:child_process";

export interface CommandResult {
  ok: boolean;
  /** Its output (stdout and stderr), last lines. */
  output: string;
  message: string;
}

const TIMEOUT_MS = 30 * 60_000;

export function runPublishCommand(command: string, folder: string, env: NodeJS.ProcessEnv): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn("/bin/sh", ["-c", `${command} "$1"`, "site-publish", folder], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-20_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const timer = setTimeout(() => child.kill("SIGKILL"), TIMEOUT_MS);
    const done = (ok: boolean, message: string) => {
      clearTimeout(timer);
      resolve({ ok, output: output.trim(), message });
    };
    child.on("error", (error) => done(false, `The publish command could not start: ${error.message}`));
    child.on("close", (code, signal) => {
      if (code === 0) return done(true, "The publish command succeeded");
      const how = signal ? `was stopped (${signal})` : `failed (exit code ${code})`;
      const tail = output.trim().split("\n").slice(-5).join("\n");
      done(false, `The publish command (SITE_PUBLISH_COMMAND) ${how}; the live site was not changed.${tail ? `\n${tail}` : ""}`);
    });
  });
}

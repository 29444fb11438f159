import { openApiDocument } from "@vigil/server";
import { Command } from "commander";
import type { CliDeps } from "../deps";
import { json } from "../format";

/** `vigil openapi`: the OpenAPI 3.1 document the server serves at /api/openapi.json. */
export function makeOpenapiCommand(deps: CliDeps): Command {
  return new Command("openapi")
    .description("Print the OpenAPI 3.1 document of the API (JSON) to stdout")
    .addHelpText(
      "after",
      `
Examples:
  $ vigil openapi > openapi.json
  $ vigil openapi | jq '.paths | keys'`,
    )
    .action(() => {
      deps.io.stdout.write(json(openApiDocument()));
    });
}

import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { openApiDocument } from "../../server/src/index";
import { renderTypes } from "./render-types";

const target = fileURLToPath(new URL("../src/generated/openapi.ts", import.meta.url));

await writeFile(target, await renderTypes(openApiDocument()));
console.log(`wrote ${target}`);

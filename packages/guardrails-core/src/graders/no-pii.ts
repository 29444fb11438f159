import { PII_ENTITIES, piiDetectorSet } from "../detectors/catalog";
import { configObject, list, member } from "../scanners/config";
import type { Grader } from "./types";

/** no_pii: the pii scanner finds none of the given categories (default: all sixteen). */
export const noPiiGrader: Grader = {
  type: "no_pii",
  prepare(raw, field) {
    const config = configObject(raw, field, ["categories"]);
    const categories =
      config.categories === undefined ||
      (Array.isArray(config.categories) && config.categories.length === 0)
        ? [...PII_ENTITIES]
        : list(config.categories, `${field}.categories`, true).map((c, i) =>
            member(c, `${field}.categories[${i}]`, PII_ENTITIES),
          );
    const detectors = piiDetectorSet(categories);
    return (output, _metadata, deadline) => {
      const found = detectors.run(output, deadline);
      if (found.length === 0) return { passed: true, detail: "no PII found" };
      const counts = new Map<string, number>();
      for (const m of found) counts.set(m.type, (counts.get(m.type) ?? 0) + 1);
      const list = [...counts].map(([type, n]) => `${type} x${n}`).join(", ");
      return { passed: false, detail: `PII found: ${list}` };
    };
  },
};

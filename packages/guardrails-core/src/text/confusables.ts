/**
 * Look-alike letters that NFKD does not fold: Cyrillic, Greek and a few Latin variants mapped
 * to the ASCII letter they imitate. Full-width and mathematical letters are handled by NFKD.
 */
const PAIRS =
  "аaвbгrдdеeкkмmнhоoпnрpсcтtуyхxьbѕsіiјjԁdԛqԝwӏlАAВBЕEКKМMНHОOРPСCТTУYХXЅSІIЈJԌG" +
  "αaβbγyδdεeιiκkνvοoρpτtυuχxωwΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧX" +
  "ıiȷjłløođdħhɑaɡgǀlꞮI";

export const CONFUSABLES: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  const chars = [...PAIRS];
  for (let i = 0; i + 1 < chars.length; i += 2) {
    const from = chars[i];
    const to = chars[i + 1];
    if (from !== undefined && to !== undefined) map.set(from, to);
  }
  return map;
})();

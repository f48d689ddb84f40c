/**
 * Renders a cue-word prompt template: every `{name}` is replaced by `values[name]`. Names are letters, digits
 * and underscores (`{region}`, `{period_label}`); `{{` and `}}` write literal braces. A variable without a
 * value stays in the text as written and is reported in `missing`, so a preview shows what still needs a
 * value instead of silently dropping it. Shared by the emulator's preview endpoint and the console.
 */

export interface CueWordRender {
  text: string;
  /** Variables of the template, in order of first use. */
  variables: string[];
  /** Variables that had no (non-empty) sample value. */
  missing: string[];
  /** Sample values the template never uses. */
  unused: string[];
}

const TOKEN = /\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The variables of a template, in order of first use. */
export function cueWordVariables(template: string): string[] {
  const seen = new Set<string>();
  for (const m of template.matchAll(TOKEN)) if (m[1]) seen.add(m[1]);
  return [...seen];
}

export function renderCueWord(template: string, values: Readonly<Record<string, string>>): CueWordRender {
  const variables = cueWordVariables(template);
  const has = (name: string) => Object.hasOwn(values, name) && values[name].trim() !== '';
  const text = template.replace(TOKEN, (token: string, name: string | undefined) => {
    if (token === '{{') return '{';
    if (token === '}}') return '}';
    return name !== undefined && has(name) ? values[name] : token;
  });
  return {
    text,
    variables,
    missing: variables.filter((v) => !has(v)),
    unused: Object.keys(values).filter((k) => !variables.includes(k)),
  };
}

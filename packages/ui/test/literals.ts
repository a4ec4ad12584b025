/** Finds design literals (colours, sizes, fonts) that must come from the theme contract instead. */

const rules: { name: string; pattern: RegExp; stylesOnly?: boolean; allow?: RegExp }[] = [
  { name: 'hex colour', pattern: /#[0-9a-f]{3,8}\b(?![-\w])/gi },
  { name: 'rgb()/hsl() colour', pattern: /\b(?:rgba?|hsla?|oklch|lab|lch)\(/gi },
  {
    name: 'length literal',
    pattern: /(?<![\w.-])-?\d*\.?\d+(?:px|rem|em|pt|[dsl]?v[hw])\b/gi,
    // The whole window (a page frame at least one window tall) is not a design size.
    allow: /^100[dsl]?v[hw]$/i,
  },
  {
    name: 'unitless size (vanilla-extract turns it into px)',
    // Only style files: in JSX, numbers like an image's width/height attributes are intrinsic sizes.
    stylesOnly: true,
    pattern:
      /\b(?:width|height|min(?:Width|Height)|max(?:Width|Height)|padding\w*|margin\w*|gap|fontSize|lineHeight|top|right|bottom|left|inset|border\w*Width|borderRadius|outlineOffset|outlineWidth)\s*:\s*-?(?:[1-9]\d*|0?\.\d+)\s*[,}\n]/g,
  },
  { name: 'font family', pattern: /fontFamily\s*:\s*['"`]/g },
];

export interface LiteralFinding {
  rule: string;
  line: number;
  text: string;
}

export function findDesignLiterals(source: string, { isStyleFile = true } = {}): LiteralFinding[] {
  const findings: LiteralFinding[] = [];
  const lines = source.split('\n');
  lines.forEach((lineText, index) => {
    for (const rule of rules) {
      if (rule.stylesOnly && !isStyleFile) continue;
      for (const match of lineText.matchAll(rule.pattern)) {
        if (rule.allow?.test(match[0].trim())) continue;
        findings.push({ rule: rule.name, line: index + 1, text: match[0].trim() });
      }
    }
  });
  return findings;
}

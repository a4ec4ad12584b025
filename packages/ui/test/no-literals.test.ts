/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDesignLiterals } from './literals';

const componentsDir = join(import.meta.dirname, '../src/components');

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : componentFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('component files take every colour, size and font from the theme contract', () => {
  it('finds component files to check', () => {
    expect(componentFiles(componentsDir).length).toBeGreaterThan(20);
  });

  it.each(componentFiles(componentsDir).map((path) => relative(componentsDir, path)))(
    '%s has no design literal',
    (file) => {
      const source = readFileSync(join(componentsDir, file), 'utf8');
      const findings = findDesignLiterals(source, { isStyleFile: file.endsWith('.css.ts') });
      expect(findings.map((finding) => `${file}:${finding.line} ${finding.rule}: ${finding.text}`)).toEqual([]);
    },
  );
});

describe('the literal detector', () => {
  it.each([
    ["color: '#1d4ed8'", 'hex colour'],
    ["background: 'rgba(0, 0, 0, 0.5)'", 'rgb()/hsl() colour'],
    ["padding: '12px'", 'length literal'],
    ["fontSize: '1.25rem'", 'length literal'],
    ["minHeight: '60dvh'", 'length literal'],
    ['width: 320,', 'unitless size (vanilla-extract turns it into px)'],
    ["fontFamily: 'Georgia, serif'", 'font family'],
  ])('flags %s', (source, rule) => {
    expect(findDesignLiterals(source).map((finding) => finding.rule)).toContain(rule);
  });

  it.each([
    'color: vars.color.text',
    "href: '#expert'",
    "flex: '0 1 50%'",
    'opacity: 0.55',
    'inset: 0,',
    "minHeight: '100dvh'",
    'const image = { width: 640, height: 360 }',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is JSX source text.
    'aria-label={`Digit ${index + 1} of 6`}',
  ])('accepts %s', (source) => {
    expect(findDesignLiterals(source, { isStyleFile: false })).toEqual([]);
  });
});

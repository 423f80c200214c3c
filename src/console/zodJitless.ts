import { config } from 'zod';

// Zod probes whether it may compile parsers with `new Function` the first time it parses an object; the console's
// content security policy (script-src 'self', src/server/plugins/securityHeaders.ts) refuses, and the browser
// reports a CSP violation (Lighthouse: best practices, "issues in the Issues panel"). Told up front, zod never asks.
// Imported first by each chunk that brings zod in before a form can parse: the signed-in area and the public forms.
config({ jitless: true });

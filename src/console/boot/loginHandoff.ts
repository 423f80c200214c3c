// The prerendered login form works before React has taken it over: what the user types stays in the inputs (React
// keeps an input's value when it hydrates it), and a submit is held here until the login page has taken over.

let stage: 'static' | 'held' | 'live' = 'static';

/** The login page has taken the form over: its keys and submits are React's business. */
export const reactHasTheForm = () => stage === 'live';

/** A submit of the prerendered form: true while React has not taken the form over (the submit is then held). */
export function holdSubmit(): boolean {
  if (stage === 'live') return false;
  stage = 'held';
  return true;
}

/** The login page has taken the form over: true when a submit was held for it to make again. */
export function takeOver(): boolean {
  const held = stage === 'held';
  stage = 'live';
  return held;
}

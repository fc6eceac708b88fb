/// <reference lib="dom" />
// Two things of the page's frame, apart from what it shows. On a phone-sized screen one panel at
// a time fills the width (the editor, the sheet or the simulation) and the tab bar switches
// between them; on a wide screen the tabs are hidden and all panels show. The colour scheme
// follows the system's (prefers-color-scheme) until the user picks one with the toggle, which is
// then remembered.
const THEME = 'drydock.playground.theme';

export function initLayout(): void {
  const tabs = Array.from(document.querySelectorAll<HTMLButtonElement>('#tabs button[data-tab]'));
  const show = (id: string) => {
    for (const t of tabs) {
      const on = t.dataset.tab === id;
      t.setAttribute('aria-pressed', String(on));
      document.getElementById(t.dataset.tab!)?.classList.toggle('shown', on);
    }
    document.body.dataset.tab = id;
  };
  for (const t of tabs) t.addEventListener('click', () => show(t.dataset.tab!));
  show('editor-pane');

  const button = document.getElementById('theme') as HTMLButtonElement;
  const system = window.matchMedia('(prefers-color-scheme: dark)');
  const stored = (): string | null => {
    try {
      return localStorage.getItem(THEME);
    } catch {
      return null;
    }
  };
  const apply = () => {
    const theme = stored() ?? (system.matches ? 'dark' : 'light');
    document.documentElement.dataset.theme = theme;
    button.textContent = theme === 'dark' ? 'Light' : 'Dark';
    button.setAttribute('aria-pressed', String(theme === 'dark'));
  };
  system.addEventListener('change', apply);
  button.addEventListener('click', () => {
    const next = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(THEME, next);
    } catch {
      // no storage: the choice lasts for this visit
      document.documentElement.dataset.theme = next;
    }
    apply();
    if (stored() === null) {
      document.documentElement.dataset.theme = next;
      button.textContent = next === 'dark' ? 'Light' : 'Dark';
    }
  });
  apply();
}

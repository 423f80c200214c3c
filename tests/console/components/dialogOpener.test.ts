import {
  dialogOpened,
  dialogStaysOpen,
  findOpener,
  MAIN_CONTENT_ID,
  rememberOpener,
  returnFocusTarget,
} from '../../../src/console/components/focus/dialogOpener';

// Where a closing dialog gives the focus back: the opener, or the element drawn in its place, or the main content.

const html = (markup: string) => {
  document.body.innerHTML = markup;
};
const byId = (id: string) => document.getElementById(id) as HTMLElement;

describe('dialogOpener', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('gives the focus back to the opener while it is there', () => {
    html('<main id="main-content" tabindex="-1"><button id="a">Сменить статус</button></main>');
    const trail = rememberOpener(byId('a'));
    expect(findOpener(trail)).toBe(byId('a'));
  });

  it('finds the button drawn again in place of an opener that unmounted', () => {
    html('<main id="main-content"><button>Взять в работу</button><button id="a">Сменить статус</button></main>');
    const trail = rememberOpener(byId('a'));
    html('<main id="main-content"><button>Взять в работу</button><button id="b">Сменить статус</button></main>');
    expect(findOpener(trail)).toBe(byId('b'));
  });

  it('keeps the place among look-alikes: the third row’s «Изменить» after the table is drawn again', () => {
    const rows = (prefix: string) =>
      [1, 2, 3].map((n) => `<tr><td><button id="${prefix}${n}">Изменить</button></td></tr>`).join('');
    html(`<table>${rows('old')}</table>`);
    const trail = rememberOpener(byId('old3'));
    html(`<table>${rows('new')}</table>`);
    expect(findOpener(trail)).toBe(byId('new3'));
  });

  it('goes back to the menu’s trigger for a dialog opened from a menu item', () => {
    html(
      '<button id="trigger">Действия</button><div role="menu" aria-labelledby="trigger"><div role="menuitem" id="item">Удалить</div></div>',
    );
    const trail = rememberOpener(byId('item'));
    document.getElementById('item')?.parentElement?.remove();
    expect(findOpener(trail)).toBe(byId('trigger'));
  });

  it('falls back to the main content, never the body', () => {
    html(`<main id="${MAIN_CONTENT_ID}" tabindex="-1"><button id="a">Архивировать</button></main>`);
    const trail = rememberOpener(byId('a'));
    byId('a').remove();
    expect(findOpener(trail)).toBe(byId(MAIN_CONTENT_ID));
    expect(findOpener(rememberOpener(document.body))).toBe(byId(MAIN_CONTENT_ID));
  });

  it('leaves the focus to the dialog below when the opener sat in a dialog that is gone', () => {
    html(
      '<div role="dialog"><button id="a">Отмена</button></div><main id="main-content"><button>Отмена</button></main>',
    );
    const trail = rememberOpener(byId('a'));
    document.querySelector('[role="dialog"]')?.remove();
    expect(findOpener(trail)).toBeNull();
  });

  it('goes back to where a dialog came from when the next one took its place (the payment link after its form)', () => {
    html(
      '<main id="main-content"><button id="card">Ссылка на оплату картой</button></main>' +
        '<div role="dialog" id="form"><button id="send">Сформировать ссылку</button></div>',
    );
    const form = dialogOpened('form', byId('card'));
    const formOpen = dialogStaysOpen('form', form);
    const link = dialogOpened('link', byId('send'));
    document.getElementById('form')?.remove();
    formOpen();
    expect(findOpener(link.trail)).toBe(byId('card'));
  });

  it('leaves the focus in a dialog opened after the closing one', () => {
    html('<button id="card">Оплатить</button><div role="dialog" id="next"><button id="inside">Закрыть</button></div>');
    const first = dialogOpened('first', byId('card'));
    const next = dialogOpened('next', byId('card'));
    const nextOpen = dialogStaysOpen('next', next);
    byId('inside').focus();
    expect(returnFocusTarget(first.order, first.trail)).toBe(byId('inside'));
    nextOpen();
    expect(returnFocusTarget(first.order, first.trail)).toBe(byId('card'));
  });
});

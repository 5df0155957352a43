/* global window, document, BroadcastChannel, fetch, setTimeout, clearTimeout */
/*
 * One hosted card field, running on the gateway's origin inside the portal's page. It reports only
 * validity (never the value) to the parent page, and the controller field (the card number, or the CVV
 * of a saved card) gathers the other fields' values over a BroadcastChannel that only gateway pages
 * can join, then tokenizes with the gateway's own /api/tokenize.
 */
(function () {
  'use strict';

  const body = document.body;
  const kind = body.dataset.kind;
  const sid = body.dataset.sid;
  const parentOrigin = body.dataset.parentOrigin;
  const isController = body.dataset.controller === '1';
  const lang = body.dataset.lang === 'ar' ? 'ar' : 'en';
  const input = document.getElementById('field');
  const channel = new BroadcastChannel('sandboxpay:' + sid);
  let focused = false;

  const MESSAGES = {
    en: { network: 'The card service cannot be reached; try again', missing: 'The card fields are not ready; reload the page' },
    ar: { network: 'تعذر الوصول إلى خدمة البطاقات؛ حاول مرة أخرى', missing: 'حقول البطاقة غير جاهزة؛ أعد تحميل الصفحة' },
  };

  function normalizeDigits(text) {
    return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => {
      const code = d.charCodeAt(0);
      return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
    });
  }
  const digitsOnly = (text) => normalizeDigits(text).replace(/\D/g, '');

  function luhnValid(number) {
    let sum = 0;
    for (let i = 0; i < number.length; i++) {
      let d = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return sum % 10 === 0;
  }

  function brandOf(number) {
    if (/^4/.test(number)) return 'visa';
    if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(number)) return 'mastercard';
    if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
    return number ? 'unknown' : null;
  }

  const value = () => (kind === 'number' || kind === 'cvv' ? digitsOnly(input.value) : input.value);

  function isValid(v) {
    if (kind === 'number') return v.length === 16 && luhnValid(v);
    if (kind === 'cvv') return /^\d{3}$/.test(v);
    return v !== '';
  }

  function state() {
    const v = value();
    const s = { valid: isValid(v), empty: v === '', focused };
    if (kind === 'number') {
      s.brand = brandOf(v);
      s.potentiallyValid = s.valid || v.length < 16;
    }
    return s;
  }

  function post(message) {
    window.parent.postMessage(Object.assign({ source: 'sandboxpay', sid, field: kind }, message), parentOrigin);
  }

  function report() {
    const s = state();
    // Flag a field as wrong only once the customer has left it (or it can no longer become right).
    const showInvalid = !s.empty && !s.valid && (!focused || s.potentiallyValid === false);
    input.classList.toggle('invalid', showInvalid);
    input.setAttribute('aria-invalid', String(showInvalid));
    post({ type: 'change', state: s });
  }

  /** Groups the number in fours as it is typed, keeping the caret after the same digit. */
  function formatNumber() {
    const caret = input.selectionStart == null ? input.value.length : input.selectionStart;
    const digitsBefore = digitsOnly(input.value.slice(0, caret)).length;
    const formatted = digitsOnly(input.value).slice(0, 16).replace(/(\d{4})(?=\d)/g, '$1 ');
    input.value = formatted;
    let pos = 0;
    for (let seen = 0; pos < formatted.length && seen < digitsBefore; pos++) if (/\d/.test(formatted[pos])) seen++;
    if (document.activeElement === input) input.setSelectionRange(pos, pos);
  }

  input.addEventListener('input', () => {
    if (kind === 'number') formatNumber();
    if (kind === 'cvv') input.value = digitsOnly(input.value).slice(0, 3);
    report();
  });
  input.addEventListener('change', report);
  ['focus', 'blur'].forEach((type) => input.addEventListener(type, () => ((focused = type === 'focus'), report())));
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') post({ type: 'enter' });
  });

  /** Applies the page's style options through the CSSOM (allowed by our CSP), only from a safe list. */
  function applyStyles() {
    if (!body.dataset.styles) return;
    const allowed = ['color', 'font-size', 'font-family', 'font-weight', 'letter-spacing', 'line-height', 'background-color', 'border-color', 'border-radius', 'padding', 'height', 'box-shadow'];
    const selectors = { input: '.field', ':focus': '.field:focus', '.invalid': '.field.invalid', '::placeholder': '.field::placeholder' };
    let styles;
    try {
      styles = JSON.parse(body.dataset.styles);
    } catch {
      return;
    }
    const sheet = document.styleSheets[0];
    Object.keys(selectors).forEach((key) => {
      const rules = styles && styles[key];
      if (!rules || typeof rules !== 'object') return;
      const declarations = Object.keys(rules)
        .filter((prop) => allowed.includes(prop) && /^[\w\s#%.,()'"-]*$/.test(String(rules[prop])) && !/url|expression/i.test(String(rules[prop])))
        .map((prop) => prop + ': ' + rules[prop]);
      if (declarations.length && sheet) sheet.insertRule(selectors[key] + ' { ' + declarations.join('; ') + ' }', sheet.cssRules.length);
    });
  }

  /** Asks the sibling fields for their values; only gateway pages of this instance can answer. */
  function collect(kinds) {
    return new Promise((resolve, reject) => {
      const id = Math.random().toString(36).slice(2);
      const values = {};
      const timer = setTimeout(() => {
        channel.removeEventListener('message', onValue);
        reject({ code: 'fields_unavailable', message: MESSAGES[lang].missing });
      }, 3000);
      function onValue(e) {
        const m = e.data;
        if (!m || m.type !== 'value' || m.id !== id) return;
        values[m.kind] = m.value;
        if (kinds.every((k) => k in values)) {
          clearTimeout(timer);
          channel.removeEventListener('message', onValue);
          resolve(values);
        }
      }
      if (!kinds.length) return (clearTimeout(timer), resolve(values));
      channel.addEventListener('message', onValue);
      channel.postMessage({ type: 'collect', id });
    });
  }

  function tokenize(request) {
    const others = kind === 'number' ? ['expiryMonth', 'expiryYear', 'cvv'] : [];
    collect(others)
      .then((values) => {
        const payload =
          kind === 'number'
            ? { accessToken: request.accessToken, number: value(), expiryMonth: values.expiryMonth, expiryYear: values.expiryYear, cvv: values.cvv, name: request.name || undefined }
            : { accessToken: request.accessToken, vaultToken: request.vaultToken, cvv: value() };
        return fetch('/api/tokenize', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
          credentials: 'omit',
          cache: 'no-store',
        }).then(
          (res) => res.json().then((json) => (res.ok ? post({ type: 'tokenized', requestId: request.requestId, result: json }) : post({ type: 'tokenizeError', requestId: request.requestId, error: json.error }))),
          () => post({ type: 'tokenizeError', requestId: request.requestId, error: { code: 'network_error', message: MESSAGES[lang].network } }),
        );
      })
      .catch((error) => post({ type: 'tokenizeError', requestId: request.requestId, error }));
  }

  channel.addEventListener('message', (e) => {
    const m = e.data;
    if (m && m.type === 'collect' && !isController) channel.postMessage({ type: 'value', id: m.id, kind, value: value() });
  });

  window.addEventListener('message', (e) => {
    if (e.origin !== parentOrigin || e.source !== window.parent) return;
    const m = e.data;
    if (!m || m.source !== 'sandboxpay' || m.sid !== sid) return;
    if (m.type === 'focus') input.focus();
    if (m.type === 'clear') {
      input.value = '';
      report();
    }
    if (m.type === 'tokenize' && isController) tokenize(m);
  });

  applyStyles();
  post({ type: 'ready', state: state() });
})();

/* global window, document, URLSearchParams, setTimeout, clearTimeout */
/*
 * SandboxPay hosted fields SDK (served by the sandbox gateway at /sdk/hosted-fields.js).
 *
 *   const fields = SandboxPay.hostedFields({
 *     accessToken,                       // from our server (PaymentSDK/GetPaymentToken)
 *     fields: { number: '#card-number', expiryMonth: '#exp-month', expiryYear: '#exp-year', cvv: '#cvv' },
 *     lang: 'ar',                        // 'en' (default) or 'ar'
 *     labels: { number: 'Card number' }, // accessible names of the fields (defaults per lang)
 *     placeholders: { cvv: '•••' },
 *     styles: { input: { 'font-size': '16px' }, ':focus': { 'border-color': '#0b7285' }, '.invalid': {}, '::placeholder': {} },
 *     onChange(state) {},                // { number: { valid, empty, focused, brand, potentiallyValid }, expiryMonth: {…}, … }
 *     onReady() {}, onEnter() {}, onError(err) {},
 *   });
 *   await fields.ready;
 *   const { nonce, last4, brand, expiry } = await fields.tokenize({ name: 'A CUSTOMER' });
 *   fields.teardown();
 *
 * A saved card's CVV alone: hostedFields({ accessToken, vaultToken, fields: { cvv: '#cvv' } }), whose
 * tokenize() answers a CVV nonce for that card. Each field is an iframe of the gateway's origin; card data
 * never enters this page.
 */
(function () {
  'use strict';

  const GATEWAY_ORIGIN = '%GATEWAY_ORIGIN%';
  const CARD_FIELDS = ['number', 'expiryMonth', 'expiryYear', 'cvv'];
  const READY_TIMEOUT_MS = 20000;
  const TOKENIZE_TIMEOUT_MS = 30000;
  const MESSAGES = {
    en: { invalid: 'Check the card details', loading: 'The card fields could not be loaded', timeout: 'The card service did not answer; try again', closed: 'The card fields were closed' },
    ar: { invalid: 'تحقق من بيانات البطاقة', loading: 'تعذر تحميل حقول البطاقة', timeout: 'لم تستجب خدمة البطاقات؛ حاول مرة أخرى', closed: 'تم إغلاق حقول البطاقة' },
  };

  const LABELS = {
    en: { number: 'Card number', expiryMonth: 'Expiry month', expiryYear: 'Expiry year', cvv: 'CVV' },
    ar: { number: 'رقم البطاقة', expiryMonth: 'شهر الانتهاء', expiryYear: 'سنة الانتهاء', cvv: 'رمز التحقق' },
  };

  function randomId() {
    const bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }

  function sdkError(code, message, extra) {
    const err = new Error(message);
    err.name = 'SandboxPayError';
    err.code = code;
    return Object.assign(err, extra || {});
  }

  function hostedFields(options) {
    if (!options || !options.accessToken) throw sdkError('invalid_options', 'SandboxPay: accessToken is required');
    const lang = options.lang === 'ar' ? 'ar' : 'en';
    const text = MESSAGES[lang];
    const fields = options.fields || {};
    const kinds = options.vaultToken ? ['cvv'] : CARD_FIELDS;
    Object.keys(fields).forEach((k) => {
      if (!kinds.includes(k)) throw sdkError('invalid_options', 'SandboxPay: unexpected field ' + k + (options.vaultToken ? ' (a saved card takes only cvv)' : ''));
    });
    const containers = {};
    kinds.forEach((k) => {
      const target = typeof fields[k] === 'string' ? document.querySelector(fields[k]) : fields[k];
      if (!target) throw sdkError('invalid_options', 'SandboxPay: no element for field ' + k);
      containers[k] = target;
    });

    const sid = randomId();
    const controller = kinds[0];
    const frames = {};
    const state = {};
    const pending = {};
    const readyFields = {};
    let torn = false;
    let readyResolve;
    let readyReject;
    const ready = new Promise((resolve, reject) => {
      readyResolve = resolve;
      readyReject = reject;
    });
    ready.catch(() => undefined);
    const readyTimer = setTimeout(() => {
      const err = sdkError('load_failed', text.loading);
      readyReject(err);
      if (options.onError) options.onError(err);
    }, READY_TIMEOUT_MS);

    kinds.forEach((kind) => {
      const label = (options.labels && options.labels[kind]) || LABELS[lang][kind];
      const query = new URLSearchParams({ sid, origin: window.location.origin, lang, label, controller: kind === controller ? '1' : '0' });
      if (options.placeholders && options.placeholders[kind]) query.set('placeholder', options.placeholders[kind]);
      if (options.styles) query.set('styles', JSON.stringify(options.styles));
      const iframe = document.createElement('iframe');
      iframe.src = GATEWAY_ORIGIN + '/fields/' + kind + '?' + query.toString();
      iframe.name = 'sandboxpay-' + kind + '-' + sid;
      iframe.title = label;
      iframe.setAttribute('scrolling', 'no');
      iframe.setAttribute('data-sandboxpay-field', kind);
      iframe.style.border = '0';
      iframe.style.width = '100%';
      iframe.style.height = '40px';
      iframe.style.display = 'block';
      iframe.style.colorScheme = 'normal';
      containers[kind].appendChild(iframe);
      frames[kind] = iframe;
      state[kind] = { valid: false, empty: true, focused: false };
    });

    const snapshot = () => JSON.parse(JSON.stringify(state));
    const notify = () => options.onChange && options.onChange(snapshot());
    const send = (kind, message) => {
      const frame = frames[kind];
      if (frame && frame.contentWindow) frame.contentWindow.postMessage(Object.assign({ source: 'sandboxpay', sid }, message), GATEWAY_ORIGIN);
    };

    function settle(requestId, error, result) {
      const p = pending[requestId];
      if (!p) return;
      delete pending[requestId];
      clearTimeout(p.timer);
      if (error) {
        const message = (lang === 'ar' && error.messageAr) || error.message || text.timeout;
        p.reject(sdkError(error.code || 'tokenize_failed', message, { messageAr: error.messageAr }));
      } else p.resolve(result);
    }

    function onMessage(e) {
      if (e.origin !== GATEWAY_ORIGIN) return;
      const m = e.data;
      if (!m || m.source !== 'sandboxpay' || m.sid !== sid) return;
      const frame = frames[m.field];
      if (!frame || e.source !== frame.contentWindow) return;
      if (m.type === 'ready' || m.type === 'change') {
        state[m.field] = m.state;
        if (m.type === 'ready') {
          readyFields[m.field] = true;
          if (kinds.every((k) => readyFields[k])) {
            clearTimeout(readyTimer);
            readyResolve();
            if (options.onReady) options.onReady();
          }
        }
        notify();
      } else if (m.type === 'enter') {
        if (options.onEnter) options.onEnter(m.field);
      } else if (m.type === 'tokenized') settle(m.requestId, null, m.result);
      else if (m.type === 'tokenizeError') settle(m.requestId, m.error || {});
    }
    window.addEventListener('message', onMessage);

    function tokenize(opts) {
      if (torn) return Promise.reject(sdkError('torn_down', text.closed));
      return ready.then(() => {
        const invalid = kinds.filter((k) => !state[k].valid);
        if (invalid.length) throw sdkError('invalid_fields', text.invalid, { fields: invalid });
        return new Promise((resolve, reject) => {
          const requestId = randomId();
          const timer = setTimeout(() => settle(requestId, { code: 'timeout', message: text.timeout }), TOKENIZE_TIMEOUT_MS);
          pending[requestId] = { resolve, reject, timer };
          send(controller, { type: 'tokenize', requestId, accessToken: options.accessToken, vaultToken: options.vaultToken, name: opts && opts.name });
        });
      });
    }

    function teardown() {
      if (torn) return Promise.resolve();
      torn = true;
      clearTimeout(readyTimer);
      window.removeEventListener('message', onMessage);
      Object.keys(pending).forEach((id) => settle(id, { code: 'torn_down', message: text.closed }));
      kinds.forEach((k) => frames[k].remove());
      return Promise.resolve();
    }

    return {
      ready,
      tokenize,
      teardown,
      getState: snapshot,
      isValid: () => kinds.every((k) => state[k].valid),
      focus: (kind) => send(kind, { type: 'focus' }),
      clear: () => kinds.forEach((k) => send(k, { type: 'clear' })),
    };
  }

  window.SandboxPay = { version: '1.0.0', origin: GATEWAY_ORIGIN, hostedFields };
})();

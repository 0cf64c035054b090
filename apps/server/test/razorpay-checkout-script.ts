/**
 * The stand-in Checkout script the loopback Razorpay serves at `/v1/checkout.js`. Like the real
 * one it defines `window.Razorpay(options)` with `.on('payment.failed', cb)`, `.open()` and
 * `.close()`; `open()` shows a small dialog with "Pay now" and "Fail payment". Plain DOM code
 * with listeners added in script (no inline handlers), so it runs under the app's strict CSP.
 */
export const checkoutScript = `(function () {
  'use strict';
  var script = document.currentScript;
  var origin = new URL(script && script.src ? script.src : window.location.href).origin;

  function formatAmount(amount, currency) {
    try {
      return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', { style: 'currency', currency: currency })
        .format(amount / 100);
    } catch (error) {
      return (amount / 100).toFixed(2) + ' ' + currency;
    }
  }

  function element(tag, text, styles) {
    var node = document.createElement(tag);
    if (text) node.textContent = text;
    if (styles) Object.assign(node.style, styles);
    return node;
  }

  function post(path, orderId) {
    return fetch(origin + path, { method: 'POST', body: JSON.stringify({ order_id: orderId }) }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw new Error((body && body.error && body.error.description) || 'The test checkout failed.');
        return body;
      });
    });
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.callbacks = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.callbacks[event] = this.callbacks[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.callbacks[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.close = function () {
    if (this.overlay) this.overlay.remove();
    this.overlay = null;
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    this.close();
    var overlay = element('div', '', {
      position: 'fixed', inset: '0', background: 'rgba(17, 24, 39, 0.6)', display: 'flex',
      alignItems: 'center', justifyContent: 'center', zIndex: '2147483647',
    });
    overlay.setAttribute('data-razorpay-test-checkout', '');
    var dialog = element('div', '', {
      background: '#ffffff', color: '#111827', padding: '24px', borderRadius: '8px', minWidth: '300px',
      maxWidth: '90vw', fontFamily: 'system-ui, sans-serif', boxShadow: '0 10px 30px rgba(0, 0, 0, 0.3)',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', 'Razorpay test checkout');
    var title = element('h2', options.name || 'Checkout', { margin: '0 0 8px', fontSize: '20px' });
    var description = element('p', options.description || '', { margin: '0 0 8px' });
    var amount = element('p', 'Amount: ' + formatAmount(options.amount, options.currency) + ' (' + options.currency + ')', {
      margin: '0 0 16px', fontSize: '18px', fontWeight: '600',
    });
    var status = element('p', '', { margin: '0 0 16px', minHeight: '1.2em', color: '#9b1c1c' });
    status.setAttribute('role', 'status');
    var buttonStyle = { padding: '8px 16px', marginRight: '8px', borderRadius: '4px', fontSize: '16px', cursor: 'pointer' };
    var pay = element('button', 'Pay now', Object.assign({ background: '#0b5cad', color: '#ffffff', border: '1px solid #0b5cad' }, buttonStyle));
    var fail = element('button', 'Fail payment', Object.assign({ background: '#ffffff', color: '#9b1c1c', border: '1px solid #9b1c1c' }, buttonStyle));
    var cancel = element('button', 'Cancel', Object.assign({ background: '#ffffff', color: '#111827', border: '1px solid #6b7280' }, buttonStyle));
    [pay, fail, cancel].forEach(function (button) {
      button.type = 'button';
    });
    var buttons = [pay, fail, cancel];
    function busy(isBusy) {
      buttons.forEach(function (button) {
        button.disabled = isBusy;
      });
    }
    pay.addEventListener('click', function () {
      busy(true);
      status.textContent = 'Processing the payment…';
      post('/test-checkout/pay', options.order_id).then(
        function (response) {
          self.close();
          if (typeof options.handler === 'function') options.handler(response);
        },
        function (error) {
          busy(false);
          status.textContent = error.message;
        },
      );
    });
    fail.addEventListener('click', function () {
      busy(true);
      post('/test-checkout/fail', options.order_id).then(
        function (response) {
          busy(false);
          status.textContent = 'Payment failed: ' + response.error.description + ' You can try again.';
          self.emit('payment.failed', response);
        },
        function (error) {
          busy(false);
          status.textContent = error.message;
        },
      );
    });
    cancel.addEventListener('click', function () {
      self.close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    });
    dialog.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') cancel.click();
    });
    var actions = element('div', '', {});
    buttons.forEach(function (button) {
      actions.appendChild(button);
    });
    [title, description, amount, status, actions].forEach(function (node) {
      dialog.appendChild(node);
    });
    overlay.appendChild(dialog);
    document.body.appendChild(overlay);
    this.overlay = overlay;
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
`;

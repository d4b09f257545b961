/* global document, window */
// A local stand-in for PayPal's JS SDK (www.paypal.com/sdk/js), served from another origin so the
// server's /checkout Content-Security-Policy is really exercised. It offers the surface that
// @paypal/react-paypal-js drives: paypal.Buttons(options) and paypal.CardFields(options) with
// isEligible / render / close, the card fields' NumberField ... NameField, getState and submit.
// PayPal's own window (the buyer signs in and approves) is played by a call to the fake PayPal
// server's approve hook; then onApprove({orderID}) runs as PayPal's SDK runs it.
(function () {
  var script = document.currentScript;
  var base = new URL(script.src).origin;

  function approveAtPaypal(orderId, source) {
    return fetch(base + '/fake/approve/' + encodeURIComponent(orderId) + '?source=' + (source || 'paypal'), {
      method: 'POST',
    }).then(function (r) {
      if (!r.ok) throw new Error('fake PayPal could not approve ' + orderId);
    });
  }

  function Buttons(options) {
    var closed = false;
    var actions = {
      enable: function () {
        return Promise.resolve();
      },
      disable: function () {
        return Promise.resolve();
      },
      restart: function () {
        return Promise.resolve();
      },
    };
    return {
      isEligible: function () {
        return true;
      },
      render: function (container) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.setAttribute('aria-label', 'Pay with PayPal (fake PayPal button)');
        button.setAttribute('data-fake-paypal', 'button');
        button.addEventListener('click', function () {
          Promise.resolve(options.createOrder({ paymentSource: options.fundingSource || 'paypal' }, actions))
            .then(function (orderId) {
              return approveAtPaypal(orderId).then(function () {
                return orderId;
              });
            })
            .then(function (orderId) {
              return options.onApprove({ orderID: orderId, paymentSource: 'paypal' }, actions);
            })
            .catch(function (error) {
              if (options.onError) options.onError(error);
            });
        });
        container.appendChild(button);
        if (options.onInit) options.onInit({}, actions);
        return Promise.resolve();
      },
      close: function () {
        closed = true;
        return Promise.resolve(closed);
      },
    };
  }

  var FIELDS = {
    NumberField: { label: 'Card number (PayPal field)', state: 'cardNumberField' },
    ExpiryField: { label: 'Expiry date (PayPal field)', state: 'cardExpiryField' },
    CVVField: { label: 'CVV (PayPal field)', state: 'cardCvvField' },
    NameField: { label: 'Cardholder name (PayPal field)', state: 'cardNameField' },
  };

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return digits.length >= 13 && sum % 10 === 0;
  }

  function valid(stateName, value) {
    var v = value.trim();
    if (stateName === 'cardNumberField') return luhn(v.replace(/\s/g, ''));
    if (stateName === 'cardExpiryField') {
      var m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(v);
      if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return false;
      return new Date(2000 + Number(m[2]), Number(m[1]), 1) > new Date();
    }
    if (stateName === 'cardCvvField') return /^\d{3,4}$/.test(v);
    return v.length > 0;
  }

  function CardFields(options) {
    var inputs = {};
    var form = {
      isEligible: function () {
        return true;
      },
      getState: function () {
        var fields = {};
        Object.keys(FIELDS).forEach(function (name) {
          var input = inputs[name];
          var value = input ? input.value : '';
          fields[FIELDS[name].state] = {
            isValid: valid(FIELDS[name].state, value),
            isEmpty: value === '',
            isFocused: false,
            isPotentiallyValid: true,
          };
        });
        return Promise.resolve({
          cards: [],
          emittedBy: '',
          isFormValid: Object.keys(fields).every(function (k) {
            return fields[k].isValid;
          }),
          errors: [],
          fields: fields,
        });
      },
      submit: function () {
        return Promise.resolve(options.createOrder())
          .then(function (orderId) {
            return approveAtPaypal(orderId, 'card').then(function () {
              return orderId;
            });
          })
          .then(function (orderId) {
            return options.onApprove({ orderID: orderId, liabilityShift: 'POSSIBLE' });
          })
          .catch(function (error) {
            if (options.onError) options.onError(error);
            throw error;
          });
      },
    };
    Object.keys(FIELDS).forEach(function (name) {
      form[name] = function () {
        return {
          render: function (container) {
            var input = document.createElement('input');
            input.setAttribute('aria-label', FIELDS[name].label);
            input.autocomplete = 'off';
            inputs[name] = input;
            container.appendChild(input);
            return Promise.resolve();
          },
          close: function () {
            delete inputs[name];
            return Promise.resolve();
          },
        };
      };
    });
    return form;
  }

  window.paypal = { version: '5.0.0-fake', Buttons: Buttons, CardFields: CardFields };
})();

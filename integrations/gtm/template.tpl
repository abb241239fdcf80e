___TERMS_OF_SERVICE___

By creating or modifying this file you agree to Google Tag Manager's Community
Template Gallery Developer Terms of Service available at
https://developers.google.com/tag-manager/gallery-tos (or such other URL as
Google may provide), as modified from time to time.


___INFO___

{
  "type": "TAG",
  "id": "cvt_temp_public_id",
  "version": 1,
  "securityGroups": [],
  "displayName": "Service Consent (consent mode)",
  "categories": [
    "UTILITY",
    "ADVERTISING",
    "ANALYTICS"
  ],
  "brand": {
    "id": "service_consent",
    "displayName": "Service Consent"
  },
  "description": "Sets Google consent mode defaults per region, loads the consent banner of your website, and updates consent mode from each visitor's decision. Fire it on Consent Initialization - All Pages.",
  "containerContexts": [
    "WEB"
  ]
}


___TEMPLATE_PARAMETERS___

[
  {
    "type": "TEXT",
    "name": "uuid",
    "displayName": "Website uuid",
    "help": "The uuid of your website in the console (its snippet's data-website-uuid).",
    "simpleValueType": true,
    "valueValidators": [
      {
        "type": "NON_EMPTY"
      },
      {
        "type": "REGEX",
        "args": [
          "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
        ]
      }
    ]
  },
  {
    "type": "TEXT",
    "name": "origin",
    "displayName": "Service origin",
    "help": "Where the service serves the banner script, e.g. https://consent.example.com (no path, no trailing slash). The template's inject_script permission must allow {origin}/c/*.",
    "simpleValueType": true,
    "valueValidators": [
      {
        "type": "NON_EMPTY"
      },
      {
        "type": "REGEX",
        "args": [
          "^https://[^/?#]+$"
        ]
      }
    ]
  },
  {
    "type": "PARAM_TABLE",
    "name": "defaults",
    "displayName": "Consent mode defaults per region (without a blank-region row, everyone else gets all denied but security_storage)",
    "paramTableColumns": [
      {
        "param": {
          "type": "TEXT",
          "name": "region",
          "displayName": "Region (ISO 3166 codes, comma-separated; blank: everyone else)",
          "simpleValueType": true
        },
        "isUnique": true
      },
      {
        "param": {
          "type": "SELECT",
          "name": "ad_storage",
          "displayName": "ad_storage",
          "macrosInSelect": false,
          "selectItems": [
            {
              "value": "denied",
              "displayValue": "denied"
            },
            {
              "value": "granted",
              "displayValue": "granted"
            }
          ],
          "simpleValueType": true,
          "defaultValue": "denied"
        },
        "isUnique": false
      },
      {
        "param": {
          "type": "SELECT",
          "name": "ad_user_data",
          "displayName": "ad_user_data",
          "macrosInSelect": false,
          "selectItems": [
            {
              "value": "denied",
              "displayValue": "denied"
            },
            {
              "value": "granted",
              "displayValue": "granted"
            }
          ],
          "simpleValueType": true,
          "defaultValue": "denied"
        },
        "isUnique": false
      },
      {
        "param": {
          "type": "SELECT",
          "name": "ad_personalization",
          "displayName": "ad_personalization",
          "macrosInSelect": false,
          "selectItems": [
            {
              "value": "denied",
              "displayValue": "denied"
            },
            {
              "value": "granted",
              "displayValue": "granted"
            }
          ],
          "simpleValueType": true,
          "defaultValue": "denied"
        },
        "isUnique": false
      },
      {
        "param": {
          "type": "SELECT",
          "name": "analytics_storage",
          "displayName": "analytics_storage",
          "macrosInSelect": false,
          "selectItems": [
            {
              "value": "denied",
              "displayValue": "denied"
            },
            {
              "value": "granted",
              "displayValue": "granted"
            }
          ],
          "simpleValueType": true,
          "defaultValue": "denied"
        },
        "isUnique": false
      },
      {
        "param": {
          "type": "SELECT",
          "name": "functionality_storage",
          "displayName": "functionality_storage",
          "macrosInSelect": false,
          "selectItems": [
            {
              "value": "denied",
              "displayValue": "denied"
            },
            {
              "value": "granted",
              "displayValue": "granted"
            }
          ],
          "simpleValueType": true,
          "defaultValue": "denied"
        },
        "isUnique": false
      },
      {
        "param": {
          "type": "SELECT",
          "name": "personalization_storage",
          "displayName": "personalization_storage",
          "macrosInSelect": false,
          "selectItems": [
            {
              "value": "denied",
              "displayValue": "denied"
            },
            {
              "value": "granted",
              "displayValue": "granted"
            }
          ],
          "simpleValueType": true,
          "defaultValue": "denied"
        },
        "isUnique": false
      },
      {
        "param": {
          "type": "SELECT",
          "name": "security_storage",
          "displayName": "security_storage",
          "macrosInSelect": false,
          "selectItems": [
            {
              "value": "denied",
              "displayValue": "denied"
            },
            {
              "value": "granted",
              "displayValue": "granted"
            }
          ],
          "simpleValueType": true,
          "defaultValue": "granted"
        },
        "isUnique": false
      },
      {
        "param": {
          "type": "SELECT",
          "name": "social_storage",
          "displayName": "social_storage",
          "macrosInSelect": false,
          "selectItems": [
            {
              "value": "denied",
              "displayValue": "denied"
            },
            {
              "value": "granted",
              "displayValue": "granted"
            }
          ],
          "simpleValueType": true,
          "defaultValue": "denied"
        },
        "isUnique": false
      }
    ],
    "newRowButtonText": "Add region"
  },
  {
    "type": "TEXT",
    "name": "waitForUpdate",
    "displayName": "wait_for_update (ms, 0 for none)",
    "simpleValueType": true,
    "defaultValue": "500",
    "valueValidators": [
      {
        "type": "NON_NEGATIVE_NUMBER"
      }
    ]
  },
  {
    "type": "CHECKBOX",
    "name": "adsDataRedaction",
    "checkboxText": "ads_data_redaction",
    "simpleValueType": true,
    "defaultValue": false
  },
  {
    "type": "CHECKBOX",
    "name": "urlPassthrough",
    "checkboxText": "url_passthrough",
    "simpleValueType": true,
    "defaultValue": false
  }
]


___SANDBOXED_JS_FOR_WEB_TEMPLATE___

// Runs in GTM's sandboxed JavaScript: no imports, only what `require` gives.
const createArgumentsQueue = require('createArgumentsQueue');
const encodeUriComponent = require('encodeUriComponent');
const getType = require('getType');
const gtagSet = require('gtagSet');
const injectScript = require('injectScript');
const logToConsole = require('logToConsole');
const makeNumber = require('makeNumber');
const queryPermission = require('queryPermission');
const setDefaultConsentState = require('setDefaultConsentState');
const updateConsentState = require('updateConsentState');

// The runtime's one table from categories to consent types (src/shared/consent-types.ts); the harness in
// integrations/gtm/test/ fails when this copy differs from it.
const CONSENT_TYPES = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
  'social_storage',
];
const CATEGORY_CONSENT_TYPES = {
  essential: ['security_storage'],
  performance: ['functionality_storage', 'personalization_storage'],
  analytics: ['analytics_storage'],
  advertising: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  social_networking: ['social_storage'],
};

// A type is granted when a granted category maps to it, else denied (the runtime's consentStates).
const statesFor = (granted) => {
  const out = {};
  CONSENT_TYPES.forEach((t) => {
    out[t] = 'denied';
  });
  granted.forEach((c) => {
    (CATEGORY_CONSENT_TYPES[c] || []).forEach((t) => {
      out[t] = 'granted';
    });
  });
  return out;
};

const wait = makeNumber(data.waitForUpdate);
const withWait = (params) => {
  if (wait > 0) params.wait_for_update = wait;
  return params;
};

const codesOf = (text) =>
  (text || '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => c.length > 0);

const rows = data.defaults || [];
// Fail closed: without a row for everyone else, everyone else gets the runtime's strictest default.
if (rows.filter((r) => codesOf(r.region).length === 0).length === 0)
  setDefaultConsentState(withWait(statesFor(['essential'])));
rows.forEach((r) => {
  const params = {};
  CONSENT_TYPES.forEach((t) => {
    params[t] = r[t] === 'granted' ? 'granted' : 'denied';
  });
  const codes = codesOf(r.region);
  if (codes.length > 0) params.region = codes;
  setDefaultConsentState(withWait(params));
});
gtagSet({ ads_data_redaction: data.adsDataRedaction === true, url_passthrough: data.urlPassthrough === true });

// Each decision (the stored one once the page view is settled, then every change) updates consent mode. The
// calls go through the runtime's own stub (docs/runtime.md, "JavaScript API"): queued until the script runs,
// which replays them, or made at once when the runtime already runs on the page.
const onDecision = (state) => {
  if (state && getType(state.granted) === 'array') updateConsentState(statesFor(state.granted));
};
const serviceConsent = createArgumentsQueue('ServiceConsent', 'ServiceConsent.q');
serviceConsent('on', 'ready', onDecision);
serviceConsent('on', 'change', onDecision);

const url = data.origin + '/c/' + encodeUriComponent(data.uuid) + '.js';
if (queryPermission('inject_script', url)) {
  injectScript(url, data.gtmOnSuccess, data.gtmOnFailure, url);
} else {
  logToConsole('Service Consent: the inject_script permission does not allow ' + url);
  data.gtmOnFailure();
}


___WEB_PERMISSIONS___

[
  {
    "instance": {
      "key": {
        "publicId": "access_consent",
        "versionId": "1"
      },
      "param": [
        {
          "key": "consentTypes",
          "value": {
            "type": 2,
            "listItem": [
              {
                "type": 3,
                "mapKey": [
                  {
                    "type": 1,
                    "string": "consentType"
                  },
                  {
                    "type": 1,
                    "string": "read"
                  },
                  {
                    "type": 1,
                    "string": "write"
                  }
                ],
                "mapValue": [
                  {
                    "type": 1,
                    "string": "ad_storage"
                  },
                  {
                    "type": 8,
                    "boolean": false
                  },
                  {
                    "type": 8,
                    "boolean": true
                  }
                ]
              },
              {
                "type": 3,
                "mapKey": [
                  {
                    "type": 1,
                    "string": "consentType"
                  },
                  {
                    "type": 1,
                    "string": "read"
                  },
                  {
                    "type": 1,
                    "string": "write"
                  }
                ],
                "mapValue": [
                  {
                    "type": 1,
                    "string": "ad_user_data"
                  },
                  {
                    "type": 8,
                    "boolean": false
                  },
                  {
                    "type": 8,
                    "boolean": true
                  }
                ]
              },
              {
                "type": 3,
                "mapKey": [
                  {
                    "type": 1,
                    "string": "consentType"
                  },
                  {
                    "type": 1,
                    "string": "read"
                  },
                  {
                    "type": 1,
                    "string": "write"
                  }
                ],
                "mapValue": [
                  {
                    "type": 1,
                    "string": "ad_personalization"
                  },
                  {
                    "type": 8,
                    "boolean": false
                  },
                  {
                    "type": 8,
                    "boolean": true
                  }
                ]
              },
              {
                "type": 3,
                "mapKey": [
                  {
                    "type": 1,
                    "string": "consentType"
                  },
                  {
                    "type": 1,
                    "string": "read"
                  },
                  {
                    "type": 1,
                    "string": "write"
                  }
                ],
                "mapValue": [
                  {
                    "type": 1,
                    "string": "analytics_storage"
                  },
                  {
                    "type": 8,
                    "boolean": false
                  },
                  {
                    "type": 8,
                    "boolean": true
                  }
                ]
              },
              {
                "type": 3,
                "mapKey": [
                  {
                    "type": 1,
                    "string": "consentType"
                  },
                  {
                    "type": 1,
                    "string": "read"
                  },
                  {
                    "type": 1,
                    "string": "write"
                  }
                ],
                "mapValue": [
                  {
                    "type": 1,
                    "string": "functionality_storage"
                  },
                  {
                    "type": 8,
                    "boolean": false
                  },
                  {
                    "type": 8,
                    "boolean": true
                  }
                ]
              },
              {
                "type": 3,
                "mapKey": [
                  {
                    "type": 1,
                    "string": "consentType"
                  },
                  {
                    "type": 1,
                    "string": "read"
                  },
                  {
                    "type": 1,
                    "string": "write"
                  }
                ],
                "mapValue": [
                  {
                    "type": 1,
                    "string": "personalization_storage"
                  },
                  {
                    "type": 8,
                    "boolean": false
                  },
                  {
                    "type": 8,
                    "boolean": true
                  }
                ]
              },
              {
                "type": 3,
                "mapKey": [
                  {
                    "type": 1,
                    "string": "consentType"
                  },
                  {
                    "type": 1,
                    "string": "read"
                  },
                  {
                    "type": 1,
                    "string": "write"
                  }
                ],
                "mapValue": [
                  {
                    "type": 1,
                    "string": "security_storage"
                  },
                  {
                    "type": 8,
                    "boolean": false
                  },
                  {
                    "type": 8,
                    "boolean": true
                  }
                ]
              },
              {
                "type": 3,
                "mapKey": [
                  {
                    "type": 1,
                    "string": "consentType"
                  },
                  {
                    "type": 1,
                    "string": "read"
                  },
                  {
                    "type": 1,
                    "string": "write"
                  }
                ],
                "mapValue": [
                  {
                    "type": 1,
                    "string": "social_storage"
                  },
                  {
                    "type": 8,
                    "boolean": false
                  },
                  {
                    "type": 8,
                    "boolean": true
                  }
                ]
              }
            ]
          }
        }
      ]
    },
    "clientAnnotations": {
      "isEditedByUser": true
    },
    "isRequired": true
  },
  {
    "instance": {
      "key": {
        "publicId": "inject_script",
        "versionId": "1"
      },
      "param": [
        {
          "key": "urls",
          "value": {
            "type": 2,
            "listItem": [
              {
                "type": 1,
                "string": "https://consent.example.com/c/*"
              }
            ]
          }
        }
      ]
    },
    "clientAnnotations": {
      "isEditedByUser": true
    },
    "isRequired": true
  },
  {
    "instance": {
      "key": {
        "publicId": "access_globals",
        "versionId": "1"
      },
      "param": [
        {
          "key": "keys",
          "value": {
            "type": 2,
            "listItem": [
              {
                "type": 3,
                "mapKey": [
                  {
                    "type": 1,
                    "string": "key"
                  },
                  {
                    "type": 1,
                    "string": "read"
                  },
                  {
                    "type": 1,
                    "string": "write"
                  },
                  {
                    "type": 1,
                    "string": "execute"
                  }
                ],
                "mapValue": [
                  {
                    "type": 1,
                    "string": "ServiceConsent"
                  },
                  {
                    "type": 8,
                    "boolean": true
                  },
                  {
                    "type": 8,
                    "boolean": true
                  },
                  {
                    "type": 8,
                    "boolean": false
                  }
                ]
              },
              {
                "type": 3,
                "mapKey": [
                  {
                    "type": 1,
                    "string": "key"
                  },
                  {
                    "type": 1,
                    "string": "read"
                  },
                  {
                    "type": 1,
                    "string": "write"
                  },
                  {
                    "type": 1,
                    "string": "execute"
                  }
                ],
                "mapValue": [
                  {
                    "type": 1,
                    "string": "ServiceConsent.q"
                  },
                  {
                    "type": 8,
                    "boolean": true
                  },
                  {
                    "type": 8,
                    "boolean": true
                  },
                  {
                    "type": 8,
                    "boolean": false
                  }
                ]
              }
            ]
          }
        }
      ]
    },
    "clientAnnotations": {
      "isEditedByUser": true
    },
    "isRequired": true
  },
  {
    "instance": {
      "key": {
        "publicId": "write_data_layer",
        "versionId": "1"
      },
      "param": [
        {
          "key": "keyPatterns",
          "value": {
            "type": 2,
            "listItem": [
              {
                "type": 1,
                "string": "ads_data_redaction"
              },
              {
                "type": 1,
                "string": "url_passthrough"
              }
            ]
          }
        }
      ]
    },
    "clientAnnotations": {
      "isEditedByUser": true
    },
    "isRequired": true
  },
  {
    "instance": {
      "key": {
        "publicId": "logging",
        "versionId": "1"
      },
      "param": [
        {
          "key": "environments",
          "value": {
            "type": 1,
            "string": "debug"
          }
        }
      ]
    },
    "clientAnnotations": {
      "isEditedByUser": true
    },
    "isRequired": true
  }
]


___TESTS___

scenarios:
- name: Defaults per region, then the script, then the tag succeeds
  code: |-
    runCode(mockData);
    assertApi('setDefaultConsentState').wasCalledWith({
      ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied',
      analytics_storage: 'denied', functionality_storage: 'denied', personalization_storage: 'denied',
      security_storage: 'granted', social_storage: 'denied', region: ['AT', 'DE', 'FR'], wait_for_update: 500
    });
    assertApi('setDefaultConsentState').wasCalledWith({
      ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied',
      analytics_storage: 'granted', functionality_storage: 'denied', personalization_storage: 'denied',
      security_storage: 'granted', social_storage: 'denied', wait_for_update: 500
    });
    assertApi('gtagSet').wasCalledWith({ ads_data_redaction: false, url_passthrough: true });
    assertApi('injectScript').wasCalled();
    assertApi('updateConsentState').wasNotCalled();
    assertApi('gtmOnSuccess').wasCalled();
- name: An accept updates every consent type to granted
  code: |-
    runCode(mockData);
    handlers.change({ granted: ['essential', 'performance', 'analytics', 'advertising', 'social_networking'] });
    assertApi('updateConsentState').wasCalledWith({
      ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted',
      analytics_storage: 'granted', functionality_storage: 'granted', personalization_storage: 'granted',
      security_storage: 'granted', social_storage: 'granted'
    });
- name: A decline updates all but security storage to denied
  code: |-
    runCode(mockData);
    handlers.change({ granted: ['essential'] });
    assertApi('updateConsentState').wasCalledWith({
      ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied',
      analytics_storage: 'denied', functionality_storage: 'denied', personalization_storage: 'denied',
      security_storage: 'granted', social_storage: 'denied'
    });
- name: A page view with nothing decided yet leaves the defaults alone
  code: |-
    runCode(mockData);
    handlers.ready(null);
    assertApi('updateConsentState').wasNotCalled();
- name: Without a row for everyone else, everyone else gets the strictest default
  code: |-
    mockData.defaults = [mockData.defaults[0]];
    runCode(mockData);
    assertApi('setDefaultConsentState').wasCalledWith({
      ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied',
      analytics_storage: 'denied', functionality_storage: 'denied', personalization_storage: 'denied',
      security_storage: 'granted', social_storage: 'denied', wait_for_update: 500
    });
- name: A script the permission does not allow fails the tag
  code: |-
    mock('queryPermission', false);
    runCode(mockData);
    assertApi('injectScript').wasNotCalled();
    assertApi('gtmOnFailure').wasCalled();
setup: |-
  const mockData = {
    uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
    origin: 'https://consent.example.com',
    waitForUpdate: '500',
    urlPassthrough: true,
    defaults: [
      { region: 'AT, de ,FR', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied',
        analytics_storage: 'denied', functionality_storage: 'denied', personalization_storage: 'denied',
        security_storage: 'granted', social_storage: 'denied' },
      { region: '', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied',
        analytics_storage: 'granted', functionality_storage: 'denied', personalization_storage: 'denied',
        security_storage: 'granted', social_storage: 'denied' }
    ]
  };
  // The runtime's stub: what the template registers on it, to call as the runtime would.
  const handlers = {};
  mock('createArgumentsQueue', (fnKey, arrayKey) => (command, event, handler) => {
    handlers[event] = handler;
  });
  mock('injectScript', (url, onSuccess, onFailure) => onSuccess());


___NOTES___

Tested outside GTM by integrations/gtm/test/template.test.ts (see README.md), which also runs the
scenarios above.


import type { ValueParams } from './value-params-types.ts';

// Written by `npm run fit:estimates` (scripts/fit/value.ts); do not edit by hand: CI checks this file against
// the fit when the listings are present, and against provenance.paramsSha256 when they are not.
export const VALUE_PARAMS: ValueParams = {
  "models": {
    "size+rooms": {
      "coef": {
        "const": 0.10802,
        "priceLevel": -0.05212,
        "renterShare": 0.25477,
        "countyLevel": -0.00466,
        "countyListings": 0.35233,
        "noCountyListings": -0.09286,
        "size": 0.56828,
        "sizeSq": 0.06693,
        "sizeXPrice": 0.0393,
        "beds": -0.01549,
        "baths": 0.09634,
        "condo": -0.26623,
        "condoXRenter": 0.1519,
        "townhouse": -0.16495,
        "townhouseXRenter": 0.09637,
        "multiFamily": -0.11964,
        "age": -0.17805,
        "ageSq": 0.08566,
        "newBuild": 0.06144,
        "ageUnknown": 0.02293,
        "hoa": 0.1615
      },
      "spread": {
        "const": 0.10931,
        "farSize": 0.09062,
        "farPrice": 0.09764,
        "farBeds": 0.01111,
        "countyLevel": -0.00284,
        "noCountyListings": -0.09381,
        "notSingleFamily": 0.02447,
        "ageUnknown": 0.03886
      },
      "spreadScale": 1.52397,
      "tune": {
        "n": 12969,
        "mdape": 14.23819,
        "medianBiasPct": -0.01045,
        "within10Pct": 37.43542,
        "within20Pct": 63.21999,
        "coverage80Pct": 80.02159
      },
      "report": {
        "high": {
          "n": 7926,
          "mdape": 14.19705,
          "medianBiasPct": 1.56411,
          "within10Pct": 36.71461,
          "within20Pct": 64.23164,
          "coverage80Pct": 74.75397
        },
        "medium": {
          "n": 4618,
          "mdape": 18.64269,
          "medianBiasPct": 1.22227,
          "within10Pct": 28.95193,
          "within20Pct": 53.11823,
          "coverage80Pct": 76.93807
        },
        "low": {
          "n": 3111,
          "mdape": 21.21404,
          "medianBiasPct": 4.27668,
          "within10Pct": 26.77596,
          "within20Pct": 47.66956,
          "coverage80Pct": 82.19222
        },
        "all": {
          "n": 15655,
          "mdape": 16.51635,
          "medianBiasPct": 1.9752,
          "within10Pct": 32.4497,
          "within20Pct": 57.66209,
          "coverage80Pct": 76.8764
        }
      }
    },
    "size": {
      "coef": {
        "const": 0.14969,
        "priceLevel": -0.02188,
        "renterShare": 0.23843,
        "countyLevel": -0.00417,
        "countyListings": 0.38124,
        "noCountyListings": -0.07704,
        "size": 0.67561,
        "sizeSq": 0.10251,
        "sizeXPrice": 0.05463,
        "condo": -0.25741,
        "condoXRenter": 0.14058,
        "townhouse": -0.13031,
        "townhouseXRenter": 0.07659,
        "multiFamily": -0.07862,
        "age": -0.21375,
        "ageSq": 0.0911,
        "newBuild": 0.05978,
        "ageUnknown": 0.03549,
        "hoa": 0.14682
      },
      "spread": {
        "const": 0.11305,
        "farSize": 0.11066,
        "farPrice": 0.10384,
        "countyLevel": -0.00334,
        "noCountyListings": -0.09782,
        "notSingleFamily": 0.02109,
        "ageUnknown": 0.0378
      },
      "spreadScale": 1.52218,
      "tune": {
        "n": 12969,
        "mdape": 14.44892,
        "medianBiasPct": -0.01625,
        "within10Pct": 37.127,
        "within20Pct": 62.78048,
        "coverage80Pct": 79.99075
      },
      "report": {
        "high": {
          "n": 7462,
          "mdape": 14.48242,
          "medianBiasPct": 2.40843,
          "within10Pct": 36.15653,
          "within20Pct": 63.56205,
          "coverage80Pct": 74.28303
        },
        "medium": {
          "n": 4746,
          "mdape": 18.74719,
          "medianBiasPct": 1.83028,
          "within10Pct": 28.17109,
          "within20Pct": 52.61273,
          "coverage80Pct": 76.75938
        },
        "low": {
          "n": 3447,
          "mdape": 21.47179,
          "medianBiasPct": 4.10799,
          "within10Pct": 25.6745,
          "within20Pct": 47.17145,
          "coverage80Pct": 81.17203
        },
        "all": {
          "n": 15655,
          "mdape": 16.93266,
          "medianBiasPct": 2.51234,
          "within10Pct": 31.42766,
          "within20Pct": 56.63366,
          "coverage80Pct": 76.55062
        }
      }
    },
    "rooms": {
      "coef": {
        "const": 0.09336,
        "priceLevel": -0.14227,
        "renterShare": 0.333,
        "countyLevel": -0.0079,
        "countyListings": 0.09884,
        "noCountyListings": -0.08907,
        "beds": 0.06564,
        "baths": 0.24473,
        "condo": -0.39591,
        "condoXRenter": 0.16972,
        "townhouse": -0.25044,
        "townhouseXRenter": 0.17148,
        "multiFamily": -0.19776,
        "age": -0.23741,
        "ageSq": 0.11691,
        "newBuild": 0.02882,
        "ageUnknown": 0.0247,
        "hoa": 0.31671
      },
      "spread": {
        "const": 0.16129,
        "farPrice": 0.09269,
        "farBeds": 0.03423,
        "countyLevel": -0.00175,
        "noCountyListings": -0.10804,
        "notSingleFamily": 0.03596,
        "ageUnknown": 0.03256
      },
      "spreadScale": 1.54,
      "tune": {
        "n": 12969,
        "mdape": 17.57054,
        "medianBiasPct": -0.0114,
        "within10Pct": 30.35701,
        "within20Pct": 55.5864,
        "coverage80Pct": 80.00617
      },
      "report": {
        "high": {
          "n": 3443,
          "mdape": 16.69343,
          "medianBiasPct": 0.01775,
          "within10Pct": 32.84926,
          "within20Pct": 58.05983,
          "coverage80Pct": 74.38281
        },
        "medium": {
          "n": 6354,
          "mdape": 18.81145,
          "medianBiasPct": 0.80168,
          "within10Pct": 28.65911,
          "within20Pct": 52.70696,
          "coverage80Pct": 77.02235
        },
        "low": {
          "n": 5858,
          "mdape": 21.52831,
          "medianBiasPct": -0.2067,
          "within10Pct": 24.75248,
          "within20Pct": 46.65415,
          "coverage80Pct": 81.93923
        },
        "all": {
          "n": 15655,
          "mdape": 19.28472,
          "medianBiasPct": 0.23279,
          "within10Pct": 28.11881,
          "within20Pct": 51.61929,
          "coverage80Pct": 78.2817
        }
      }
    },
    "none": {
      "coef": {
        "const": 0.37616,
        "priceLevel": -0.04175,
        "renterShare": 0.29928,
        "countyLevel": -0.00876,
        "countyListings": -0.00535,
        "noCountyListings": 0.00948,
        "condo": -0.68791,
        "condoXRenter": 0.09784,
        "townhouse": -0.30333,
        "townhouseXRenter": 0.27231,
        "multiFamily": 0.06814,
        "age": -0.47361,
        "ageSq": 0.17756,
        "newBuild": 0.01086,
        "ageUnknown": 0.08533,
        "hoa": 0.27159
      },
      "spread": {
        "const": 0.23762,
        "farPrice": 0.15953,
        "countyLevel": -0.00138,
        "noCountyListings": -0.12351,
        "notSingleFamily": 0.00638,
        "ageUnknown": 0.01871
      },
      "spreadScale": 1.51694,
      "tune": {
        "n": 12969,
        "mdape": 22.26529,
        "medianBiasPct": -0.00905,
        "within10Pct": 24.31953,
        "within20Pct": 45.84008,
        "coverage80Pct": 79.99846
      },
      "report": {
        "high": null,
        "medium": {
          "n": 3292,
          "mdape": 23.35562,
          "medianBiasPct": 4.76964,
          "within10Pct": 22.44836,
          "within20Pct": 43.226,
          "coverage80Pct": 74.05832
        },
        "low": {
          "n": 12363,
          "mdape": 25.04351,
          "medianBiasPct": 2.17976,
          "within10Pct": 21.58861,
          "within20Pct": 41.17124,
          "coverage80Pct": 80.24751
        },
        "all": {
          "n": 15655,
          "mdape": 24.67564,
          "medianBiasPct": 2.61807,
          "within10Pct": 21.7694,
          "within20Pct": 41.60332,
          "coverage80Pct": 78.94602
        }
      }
    }
  },
  "confidence": {
    "high": 0.31438,
    "medium": 0.40651
  },
  "minHalfWidth": 0.05,
  "provenance": {
    "script": "npm run fit:estimates (scripts/fit/value.ts)",
    "data": "Redfin for-sale listings of September 2024 (SOURCES.md section 25; asking prices, not sales)",
    "listingsSha256": "b9a5b192b316ee63753c570bb68296c94b3b74c43c3e827ebcb2e239d56c4dd8",
    "files": 99,
    "dataset": "the product's market dataset: ZIP ZHVI to 2025-06, metro ZHVI, Realtor.com county listings 2024-01, ACS ZCTA tenure 2019-2023",
    "split": "states, FNV-1a hash of the state code: even = tune (fitted on), odd = report (only measured)",
    "tuneRegions": [
      "AL",
      "AR",
      "AZ",
      "DC",
      "HI",
      "ID",
      "IL",
      "IN",
      "LA",
      "MD",
      "MN",
      "NC",
      "NE",
      "NM",
      "OH",
      "OR",
      "SD",
      "UT",
      "VA"
    ],
    "reportRegions": [
      "AK",
      "CA",
      "FL",
      "GA",
      "IA",
      "KS",
      "KY",
      "MI",
      "MO",
      "MS",
      "OK",
      "SC",
      "TN",
      "TX",
      "WA",
      "WI"
    ],
    "method": "Huber regression (threshold 0.15) of ln(asking price carried to the ZIP value month / ZIP level) with ridge 0.002, per fact set; the 80% half-width is a linear fit of |ln error| on the distance from the typical home, scaled to hold 80% of the tune listings.",
    "paramsSha256": "5ee72dcb77f3ca434dfad46af0f8a20e2c225d5cfeb9059a4cdb6378a5f2081e"
  }
};

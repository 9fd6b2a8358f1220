import type { ValueParams } from './value-params-types.ts';

// Written by `npm run fit:estimates` (scripts/fit/value.ts); do not edit by hand: CI checks this file against
// the fit when the listings are present, and against provenance.paramsSha256 when they are not.
export const VALUE_PARAMS: ValueParams = {
  "models": {
    "size+rooms": {
      "coef": {
        "const": 0.0928,
        "priceLevel": -0.05811,
        "renterShare": 0.2359,
        "countyLevel": -0.00372,
        "countyListings": 0.32828,
        "noCountyListings": -0.0698,
        "size": 0.51443,
        "sizeSq": 0.13951,
        "sizeXPrice": 0.01103,
        "sizeCube": 0.00593,
        "beds": 0.00424,
        "baths": 0.09362,
        "bedsSq": -0.01018,
        "bathsSq": 0.00107,
        "condo": -0.15765,
        "condoXRenter": 0.15341,
        "condoXSize": 0.21438,
        "townhouse": -0.15447,
        "townhouseXRenter": 0.07701,
        "townhouseXSize": 0.02702,
        "multiFamily": -0.07021,
        "multiFamilyXSize": -0.03418,
        "age": -0.15343,
        "ageSq": 0.07572,
        "newBuild": 0.06382,
        "ageUnknown": 0.0255,
        "hoa": 0.13163
      },
      "spread": {
        "const": -2.1378,
        "farSize": 0.32439,
        "cheapZip": 0.42038,
        "dearZip": 0.25973,
        "renterShare": 0.52638,
        "tierSpread": 0.41945,
        "farBeds": 0.02599,
        "countyLevel": -0.02831,
        "noCountyListings": -0.29934,
        "condo": -0.12272,
        "townhouse": -0.15618,
        "multiFamily": 0.09404,
        "ageUnknown": 0.10837,
        "hoa": 0.54314
      },
      "spreadScale": 1.94137,
      "tune": {
        "n": 12969,
        "mdape": 13.89499,
        "medianBiasPct": 0.00655,
        "within10Pct": 37.97517,
        "within20Pct": 63.69805,
        "coverage80Pct": 79.99075
      },
      "report": {
        "high": {
          "n": 6453,
          "mdape": 13.03312,
          "medianBiasPct": 2.04971,
          "within10Pct": 39.84193,
          "within20Pct": 68.34031,
          "coverage80Pct": 80.14877
        },
        "medium": {
          "n": 5295,
          "mdape": 16.77172,
          "medianBiasPct": 2.38971,
          "within10Pct": 31.35033,
          "within20Pct": 56.73277,
          "coverage80Pct": 80
        },
        "low": {
          "n": 3907,
          "mdape": 23.13883,
          "medianBiasPct": -0.65759,
          "within10Pct": 23.88021,
          "within20Pct": 44.86819,
          "coverage80Pct": 81.82749
        },
        "all": {
          "n": 15655,
          "mdape": 16.20618,
          "medianBiasPct": 1.7378,
          "within10Pct": 32.98627,
          "within20Pct": 58.55637,
          "coverage80Pct": 80.51741
        }
      }
    },
    "size": {
      "coef": {
        "const": 0.13722,
        "priceLevel": -0.02442,
        "renterShare": 0.21095,
        "countyLevel": -0.00375,
        "countyListings": 0.36082,
        "noCountyListings": -0.05491,
        "size": 0.61689,
        "sizeSq": 0.14572,
        "sizeXPrice": 0.02833,
        "sizeCube": 0.02319,
        "condo": -0.16053,
        "condoXRenter": 0.13282,
        "condoXSize": 0.2227,
        "townhouse": -0.12212,
        "townhouseXRenter": 0.05464,
        "townhouseXSize": 0.02952,
        "multiFamily": -0.05109,
        "multiFamilyXSize": -0.03158,
        "age": -0.1867,
        "ageSq": 0.08001,
        "newBuild": 0.06171,
        "ageUnknown": 0.0418,
        "hoa": 0.09863
      },
      "spread": {
        "const": -2.14021,
        "farSize": 0.39776,
        "cheapZip": 0.45702,
        "dearZip": 0.2917,
        "renterShare": 0.57166,
        "tierSpread": 0.4172,
        "countyLevel": -0.03875,
        "noCountyListings": -0.37334,
        "condo": -0.15118,
        "townhouse": -0.18075,
        "multiFamily": 0.10242,
        "ageUnknown": 0.17862,
        "hoa": 0.54725
      },
      "spreadScale": 1.9443,
      "tune": {
        "n": 12969,
        "mdape": 14.27607,
        "medianBiasPct": -0.00669,
        "within10Pct": 37.60506,
        "within20Pct": 63.07348,
        "coverage80Pct": 79.99075
      },
      "report": {
        "high": {
          "n": 6062,
          "mdape": 13.63669,
          "medianBiasPct": 2.91213,
          "within10Pct": 38.00726,
          "within20Pct": 67.27153,
          "coverage80Pct": 79.04982
        },
        "medium": {
          "n": 5260,
          "mdape": 16.95158,
          "medianBiasPct": 3.06902,
          "within10Pct": 30.74144,
          "within20Pct": 56.8251,
          "coverage80Pct": 79.44867
        },
        "low": {
          "n": 4333,
          "mdape": 23.54306,
          "medianBiasPct": 0.00736,
          "within10Pct": 23.44796,
          "within20Pct": 44.17263,
          "coverage80Pct": 82.13709
        },
        "all": {
          "n": 15655,
          "mdape": 16.71063,
          "medianBiasPct": 2.46386,
          "within10Pct": 31.53625,
          "within20Pct": 57.36825,
          "coverage80Pct": 80.03833
        }
      }
    },
    "rooms": {
      "coef": {
        "const": 0.08653,
        "priceLevel": -0.13613,
        "renterShare": 0.30927,
        "countyLevel": -0.0043,
        "countyListings": 0.10012,
        "noCountyListings": -0.08356,
        "beds": 0.09258,
        "baths": 0.22854,
        "bedsSq": -0.01987,
        "bathsSq": 0.008,
        "condo": -0.31927,
        "condoXRenter": 0.15091,
        "townhouse": -0.22879,
        "townhouseXRenter": 0.12616,
        "multiFamily": -0.12392,
        "age": -0.21629,
        "ageSq": 0.11024,
        "newBuild": 0.02997,
        "ageUnknown": 0.0243,
        "hoa": 0.28681
      },
      "spread": {
        "const": -1.89175,
        "cheapZip": 0.29881,
        "dearZip": 0.23494,
        "renterShare": 0.40687,
        "tierSpread": 0.393,
        "farBeds": 0.09467,
        "countyLevel": -0.0097,
        "noCountyListings": -0.34517,
        "condo": -0.04712,
        "townhouse": -0.07865,
        "multiFamily": 0.17992,
        "ageUnknown": 0.03078,
        "hoa": 0.44899
      },
      "spreadScale": 1.97399,
      "tune": {
        "n": 12969,
        "mdape": 17.5767,
        "medianBiasPct": 0.01719,
        "within10Pct": 30.33387,
        "within20Pct": 55.45532,
        "coverage80Pct": 80.01388
      },
      "report": {
        "high": {
          "n": 1398,
          "mdape": 14.23348,
          "medianBiasPct": 0.57826,
          "within10Pct": 36.69528,
          "within20Pct": 63.23319,
          "coverage80Pct": 78.25465
        },
        "medium": {
          "n": 7721,
          "mdape": 17.31138,
          "medianBiasPct": 1.83148,
          "within10Pct": 30.83797,
          "within20Pct": 56.46937,
          "coverage80Pct": 80.0803
        },
        "low": {
          "n": 6536,
          "mdape": 23.11775,
          "medianBiasPct": -2.09002,
          "within10Pct": 23.01102,
          "within20Pct": 44.17075,
          "coverage80Pct": 82.17564
        },
        "all": {
          "n": 15655,
          "mdape": 19.12372,
          "medianBiasPct": 0.38965,
          "within10Pct": 28.09326,
          "within20Pct": 51.93868,
          "coverage80Pct": 80.79208
        }
      }
    },
    "none": {
      "coef": {
        "const": 0.35169,
        "priceLevel": -0.04355,
        "renterShare": 0.27064,
        "countyLevel": -0.00503,
        "countyListings": -0.00653,
        "noCountyListings": 0.01532,
        "condo": -0.64125,
        "condoXRenter": 0.07613,
        "townhouse": -0.28271,
        "townhouseXRenter": 0.21254,
        "multiFamily": 0.06841,
        "age": -0.43369,
        "ageSq": 0.16457,
        "newBuild": 0.01934,
        "ageUnknown": 0.07102,
        "hoa": 0.2246
      },
      "spread": {
        "const": -1.65189,
        "cheapZip": 0.37584,
        "dearZip": 0.42618,
        "renterShare": 0.54566,
        "tierSpread": 0.3164,
        "countyLevel": -0.00501,
        "noCountyListings": -0.42284,
        "condo": -0.11937,
        "townhouse": -0.23819,
        "multiFamily": 0.02535,
        "ageUnknown": 0.07945,
        "hoa": 0.42507
      },
      "spreadScale": 2.07336,
      "tune": {
        "n": 12969,
        "mdape": 22.25181,
        "medianBiasPct": -0.02377,
        "within10Pct": 24.48917,
        "within20Pct": 45.77839,
        "coverage80Pct": 80.00617
      },
      "report": {
        "high": {
          "n": 6,
          "mdape": 25.55631,
          "medianBiasPct": 8.73016,
          "within10Pct": 16.66667,
          "within20Pct": 33.33333,
          "coverage80Pct": 50
        },
        "medium": {
          "n": 1875,
          "mdape": 22.21474,
          "medianBiasPct": 9.68284,
          "within10Pct": 23.04,
          "within20Pct": 45.33333,
          "coverage80Pct": 76.8
        },
        "low": {
          "n": 13774,
          "mdape": 24.86995,
          "medianBiasPct": 1.41967,
          "within10Pct": 21.84551,
          "within20Pct": 41.29519,
          "coverage80Pct": 82.0241
        },
        "all": {
          "n": 15655,
          "mdape": 24.50984,
          "medianBiasPct": 2.3189,
          "within10Pct": 21.98659,
          "within20Pct": 41.77579,
          "coverage80Pct": 81.38614
        }
      }
    }
  },
  "confidence": {
    "high": 0.29808,
    "medium": 0.39523
  },
  "minHalfWidth": 0.05,
  "provenance": {
    "script": "npm run fit:estimates (scripts/fit/value.ts)",
    "data": "Redfin for-sale listings of September 2024 (SOURCES.md section 25; asking prices, not sales)",
    "listingsSha256": "b9a5b192b316ee63753c570bb68296c94b3b74c43c3e827ebcb2e239d56c4dd8",
    "files": 99,
    "dataset": "the product's market dataset: ZIP ZHVI to 2025-06, metro ZHVI and its tiers, Realtor.com county listings 2024-01, ACS ZCTA tenure 2019-2023",
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
    "method": "Huber regression (threshold 0.04) of ln(asking price carried to the ZIP value month / ZIP level) with ridge 0.002, per fact set; the 80% half-width is exp of a linear fit of ln(|ln error| + 0.02) on the distance from the typical home, the ZIP's price level (cheap and dear apart), the renter share, the metro's tier spread, home type and HOA, scaled to hold 80% of the tune listings.",
    "paramsSha256": "03c6a8df17a5583fa5fbb604357780dd5db7b40887bc243558c1c72419e980e2"
  }
};

import type { ValueParams } from './value-params-types.ts';

// Written by `npm run fit:estimates` (scripts/fit/value.ts); do not edit by hand: CI checks this file against
// the fit when the listings are present, and against provenance.paramsSha256 when they are not.
export const VALUE_PARAMS: ValueParams = {
  "models": {
    "size+rooms": {
      "coef": {
        "const": 0.10271,
        "priceLevel": -0.05099,
        "renterShare": 0.23626,
        "countyLevel": -0.00372,
        "countyListings": 0.33169,
        "noCountyListings": -0.07434,
        "size": 0.52109,
        "sizeSq": 0.13612,
        "sizeXPrice": 0.01534,
        "sizeCube": 0.00731,
        "beds": -0.0026,
        "baths": 0.09411,
        "bedsSq": -0.00832,
        "bathsSq": 0.00042,
        "condo": -0.10385,
        "condoXRenter": 0.17771,
        "condoXSize": 0.2373,
        "townhouse": -0.14135,
        "townhouseXRenter": 0.06904,
        "townhouseXSize": 0.02019,
        "multiFamily": -0.0704,
        "multiFamilyXSize": -0.03427,
        "age": -0.15787,
        "ageSq": 0.07595,
        "newBuild": 0.05638,
        "ageUnknown": 0.02143
      },
      "spread": {
        "const": -2.11628,
        "farSize": 0.3352,
        "cheapZip": 0.39024,
        "dearZip": 0.34419,
        "renterShare": 0.56195,
        "tierSpread": 0.47845,
        "farBeds": 0.03486,
        "countyLevel": -0.06122,
        "noCountyListings": -0.18886,
        "condo": 0.14853,
        "townhouse": -0.10763,
        "multiFamily": 0.06054,
        "ageUnknown": 0.12251
      },
      "spreadScale": 1.95306,
      "tune": {
        "n": 12969,
        "mdape": 13.88735,
        "medianBiasPct": 0.00036,
        "within10Pct": 37.95975,
        "within20Pct": 63.60552,
        "coverage80Pct": 81.22446
      },
      "report": {
        "high": {
          "n": 6537,
          "mdape": 13.36103,
          "medianBiasPct": 2.16394,
          "within10Pct": 38.96283,
          "within20Pct": 67.33976,
          "coverage80Pct": 79.91433
        },
        "medium": {
          "n": 5017,
          "mdape": 17.0822,
          "medianBiasPct": 1.49786,
          "within10Pct": 31.33347,
          "within20Pct": 56.36835,
          "coverage80Pct": 79.74885
        },
        "low": {
          "n": 4101,
          "mdape": 21.68045,
          "medianBiasPct": 0.21732,
          "within10Pct": 24.92075,
          "within20Pct": 46.72031,
          "coverage80Pct": 82.32139
        },
        "all": {
          "n": 15655,
          "mdape": 16.22182,
          "medianBiasPct": 1.57703,
          "within10Pct": 32.83935,
          "within20Pct": 58.42223,
          "coverage80Pct": 80.49186
        }
      }
    },
    "size": {
      "coef": {
        "const": 0.14292,
        "priceLevel": -0.01877,
        "renterShare": 0.21322,
        "countyLevel": -0.00375,
        "countyListings": 0.36169,
        "noCountyListings": -0.05879,
        "size": 0.6162,
        "sizeSq": 0.1431,
        "sizeXPrice": 0.03145,
        "sizeCube": 0.02424,
        "condo": -0.11941,
        "condoXRenter": 0.15196,
        "condoXSize": 0.23025,
        "townhouse": -0.11145,
        "townhouseXRenter": 0.05326,
        "townhouseXSize": 0.02426,
        "multiFamily": -0.05158,
        "multiFamilyXSize": -0.03152,
        "age": -0.19016,
        "ageSq": 0.08055,
        "newBuild": 0.05728,
        "ageUnknown": 0.03714
      },
      "spread": {
        "const": -2.12155,
        "farSize": 0.42067,
        "cheapZip": 0.43368,
        "dearZip": 0.37432,
        "renterShare": 0.62103,
        "tierSpread": 0.47861,
        "countyLevel": -0.07415,
        "noCountyListings": -0.24418,
        "condo": 0.11705,
        "townhouse": -0.12019,
        "multiFamily": 0.09247,
        "ageUnknown": 0.21105
      },
      "spreadScale": 1.96158,
      "tune": {
        "n": 12969,
        "mdape": 14.33962,
        "medianBiasPct": -0.00518,
        "within10Pct": 37.75927,
        "within20Pct": 63.27396,
        "coverage80Pct": 81.00085
      },
      "report": {
        "high": {
          "n": 6219,
          "mdape": 13.90455,
          "medianBiasPct": 3.35645,
          "within10Pct": 37.0156,
          "within20Pct": 66.37723,
          "coverage80Pct": 78.72648
        },
        "medium": {
          "n": 4950,
          "mdape": 17.13742,
          "medianBiasPct": 1.92584,
          "within10Pct": 30.44444,
          "within20Pct": 56.16162,
          "coverage80Pct": 79.47475
        },
        "low": {
          "n": 4486,
          "mdape": 22.30268,
          "medianBiasPct": 1.0705,
          "within10Pct": 24.36469,
          "within20Pct": 46.54481,
          "coverage80Pct": 82.23362
        },
        "all": {
          "n": 15655,
          "mdape": 16.67729,
          "medianBiasPct": 2.38977,
          "within10Pct": 31.31268,
          "within20Pct": 57.46407,
          "coverage80Pct": 79.96806
        }
      }
    },
    "rooms": {
      "coef": {
        "const": 0.10068,
        "priceLevel": -0.12427,
        "renterShare": 0.31657,
        "countyLevel": -0.00432,
        "countyListings": 0.10068,
        "noCountyListings": -0.09171,
        "beds": 0.08203,
        "baths": 0.23688,
        "bedsSq": -0.01737,
        "bathsSq": 0.00641,
        "condo": -0.22669,
        "condoXRenter": 0.2176,
        "townhouse": -0.19698,
        "townhouseXRenter": 0.12217,
        "multiFamily": -0.12428,
        "age": -0.22025,
        "ageSq": 0.10818,
        "newBuild": 0.01959,
        "ageUnknown": 0.02034
      },
      "spread": {
        "const": -1.85114,
        "cheapZip": 0.2592,
        "dearZip": 0.28375,
        "renterShare": 0.39585,
        "tierSpread": 0.49262,
        "farBeds": 0.09146,
        "countyLevel": -0.01847,
        "noCountyListings": -0.20448,
        "condo": 0.23419,
        "townhouse": -0.02933,
        "multiFamily": 0.19752,
        "ageUnknown": 0.07457
      },
      "spreadScale": 1.98252,
      "tune": {
        "n": 12969,
        "mdape": 17.72594,
        "medianBiasPct": -0.00439,
        "within10Pct": 30.45724,
        "within20Pct": 55.03894,
        "coverage80Pct": 80.79266
      },
      "report": {
        "high": {
          "n": 1729,
          "mdape": 15.28027,
          "medianBiasPct": 1.57828,
          "within10Pct": 34.58647,
          "within20Pct": 61.19144,
          "coverage80Pct": 77.84847
        },
        "medium": {
          "n": 7390,
          "mdape": 17.40807,
          "medianBiasPct": 0.82416,
          "within10Pct": 30.41949,
          "within20Pct": 56.06225,
          "coverage80Pct": 80.36536
        },
        "low": {
          "n": 6536,
          "mdape": 23.14735,
          "medianBiasPct": -3.31388,
          "within10Pct": 23.36291,
          "within20Pct": 44.14015,
          "coverage80Pct": 81.65545
        },
        "all": {
          "n": 15655,
          "mdape": 19.25629,
          "medianBiasPct": -0.50191,
          "within10Pct": 27.93357,
          "within20Pct": 51.65123,
          "coverage80Pct": 80.626
        }
      }
    },
    "none": {
      "coef": {
        "const": 0.36222,
        "priceLevel": -0.03192,
        "renterShare": 0.27703,
        "countyLevel": -0.00505,
        "countyListings": -0.00466,
        "noCountyListings": 0.0076,
        "condo": -0.55182,
        "condoXRenter": 0.10764,
        "townhouse": -0.25477,
        "townhouseXRenter": 0.2138,
        "multiFamily": 0.07003,
        "age": -0.4379,
        "ageSq": 0.1634,
        "newBuild": 0.00735,
        "ageUnknown": 0.06342
      },
      "spread": {
        "const": -1.6249,
        "cheapZip": 0.33169,
        "dearZip": 0.4667,
        "renterShare": 0.65813,
        "tierSpread": 0.3652,
        "countyLevel": -0.01311,
        "noCountyListings": -0.40767,
        "condo": 0.12486,
        "townhouse": -0.19986,
        "multiFamily": 0.00261,
        "ageUnknown": 0.08907
      },
      "spreadScale": 2.06388,
      "tune": {
        "n": 12969,
        "mdape": 22.38402,
        "medianBiasPct": -0.04444,
        "within10Pct": 24.5123,
        "within20Pct": 45.73984,
        "coverage80Pct": 80.49965
      },
      "report": {
        "high": {
          "n": 38,
          "mdape": 28.58386,
          "medianBiasPct": 18.51253,
          "within10Pct": 23.68421,
          "within20Pct": 36.84211,
          "coverage80Pct": 63.15789
        },
        "medium": {
          "n": 2545,
          "mdape": 22.38976,
          "medianBiasPct": 8.51207,
          "within10Pct": 23.2613,
          "within20Pct": 45.81532,
          "coverage80Pct": 75.71709
        },
        "low": {
          "n": 13072,
          "mdape": 25.09078,
          "medianBiasPct": 0.33454,
          "within10Pct": 21.67228,
          "within20Pct": 40.97307,
          "coverage80Pct": 81.96909
        },
        "all": {
          "n": 15655,
          "mdape": 24.63721,
          "medianBiasPct": 1.75517,
          "within10Pct": 21.93548,
          "within20Pct": 41.75024,
          "coverage80Pct": 80.90706
        }
      }
    }
  },
  "confidence": {
    "high": 0.30919,
    "medium": 0.40884
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
    "method": "Huber regression (threshold 0.04) of ln(asking price carried to the ZIP value month / ZIP level) with ridge 0.002, per fact set; the 80% half-width is exp of a linear fit of ln(|ln error| + 0.02) over out-of-state errors (each tune listing's error from a model fitted without its fold of 5 whole-state folds) on the distance from the typical home, the ZIP's price level (cheap and dear apart), the renter share, the metro's tier spread, home type, scaled to hold 80% of the tune listings.",
    "paramsSha256": "9e22a4fb1b5dbbe668eba74cc0d05809e396aeb164f850c69449eb7215446075"
  }
};

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
        "const": -2.10723,
        "farSize": 0.27347,
        "cheapZip": 0.38781,
        "dearZip": 0.30891,
        "renterShare": 0.57385,
        "tierSpread": 0.4636,
        "farBeds": 0.03299,
        "countyLevel": -0.03354,
        "noCountyListings": -0.3496,
        "condo": 0.15094,
        "townhouse": -0.10839,
        "multiFamily": 0.07083,
        "ageUnknown": 0.10412
      },
      "spreadScale": 1.94749,
      "tune": {
        "n": 12969,
        "mdape": 13.88735,
        "medianBiasPct": 0.00036,
        "within10Pct": 37.95975,
        "within20Pct": 63.60552,
        "coverage80Pct": 80.00617
      },
      "report": {
        "high": {
          "n": 6643,
          "mdape": 13.48471,
          "medianBiasPct": 2.13971,
          "within10Pct": 38.85293,
          "within20Pct": 67.06307,
          "coverage80Pct": 79.2112
        },
        "medium": {
          "n": 5203,
          "mdape": 17.01249,
          "medianBiasPct": 1.39961,
          "within10Pct": 31.28964,
          "within20Pct": 56.21757,
          "coverage80Pct": 78.62771
        },
        "low": {
          "n": 3809,
          "mdape": 21.86774,
          "medianBiasPct": 0.21466,
          "within10Pct": 24.46836,
          "within20Pct": 46.36388,
          "coverage80Pct": 81.22867
        },
        "all": {
          "n": 15655,
          "mdape": 16.22182,
          "medianBiasPct": 1.57703,
          "within10Pct": 32.83935,
          "within20Pct": 58.42223,
          "coverage80Pct": 79.50814
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
        "const": -2.10845,
        "farSize": 0.35541,
        "cheapZip": 0.42059,
        "dearZip": 0.34498,
        "renterShare": 0.62197,
        "tierSpread": 0.47098,
        "countyLevel": -0.04124,
        "noCountyListings": -0.42448,
        "condo": 0.13022,
        "townhouse": -0.131,
        "multiFamily": 0.08981,
        "ageUnknown": 0.16552
      },
      "spreadScale": 1.95808,
      "tune": {
        "n": 12969,
        "mdape": 14.33962,
        "medianBiasPct": -0.00518,
        "within10Pct": 37.75927,
        "within20Pct": 63.27396,
        "coverage80Pct": 80.03701
      },
      "report": {
        "high": {
          "n": 6131,
          "mdape": 13.99356,
          "medianBiasPct": 3.40247,
          "within10Pct": 37.02496,
          "within20Pct": 66.07405,
          "coverage80Pct": 78.24172
        },
        "medium": {
          "n": 5210,
          "mdape": 17.04392,
          "medianBiasPct": 1.71158,
          "within10Pct": 30.40307,
          "within20Pct": 56.41075,
          "coverage80Pct": 78.65643
        },
        "low": {
          "n": 4314,
          "mdape": 22.32613,
          "medianBiasPct": 1.09678,
          "within10Pct": 24.293,
          "within20Pct": 46.49977,
          "coverage80Pct": 80.99212
        },
        "all": {
          "n": 15655,
          "mdape": 16.67729,
          "medianBiasPct": 2.38977,
          "within10Pct": 31.31268,
          "within20Pct": 57.46407,
          "coverage80Pct": 79.13766
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
        "const": -1.86373,
        "cheapZip": 0.25822,
        "dearZip": 0.27248,
        "renterShare": 0.43141,
        "tierSpread": 0.45025,
        "farBeds": 0.08799,
        "countyLevel": -0.01053,
        "noCountyListings": -0.39282,
        "condo": 0.21304,
        "townhouse": -0.04658,
        "multiFamily": 0.16619,
        "ageUnknown": 0.05523
      },
      "spreadScale": 1.98501,
      "tune": {
        "n": 12969,
        "mdape": 17.72594,
        "medianBiasPct": -0.00439,
        "within10Pct": 30.45724,
        "within20Pct": 55.03894,
        "coverage80Pct": 80.02159
      },
      "report": {
        "high": {
          "n": 1495,
          "mdape": 15.01948,
          "medianBiasPct": 1.51603,
          "within10Pct": 35.91973,
          "within20Pct": 62.47492,
          "coverage80Pct": 77.65886
        },
        "medium": {
          "n": 7530,
          "mdape": 17.39714,
          "medianBiasPct": 0.88271,
          "within10Pct": 30.30544,
          "within20Pct": 56.05578,
          "coverage80Pct": 79.81408
        },
        "low": {
          "n": 6630,
          "mdape": 23.10158,
          "medianBiasPct": -3.22843,
          "within10Pct": 23.43891,
          "within20Pct": 44.20814,
          "coverage80Pct": 80.76923
        },
        "all": {
          "n": 15655,
          "mdape": 19.25629,
          "medianBiasPct": -0.50191,
          "within10Pct": 27.93357,
          "within20Pct": 51.65123,
          "coverage80Pct": 80.01278
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
        "const": -1.63446,
        "cheapZip": 0.3326,
        "dearZip": 0.45791,
        "renterShare": 0.6146,
        "tierSpread": 0.35407,
        "countyLevel": -0.00622,
        "noCountyListings": -0.47317,
        "condo": 0.11848,
        "townhouse": -0.21279,
        "multiFamily": 0.01141,
        "ageUnknown": 0.0688
      },
      "spreadScale": 2.07292,
      "tune": {
        "n": 12969,
        "mdape": 22.38402,
        "medianBiasPct": -0.04444,
        "within10Pct": 24.5123,
        "within20Pct": 45.73984,
        "coverage80Pct": 80.02159
      },
      "report": {
        "high": {
          "n": 17,
          "mdape": 28.94438,
          "medianBiasPct": 8.90415,
          "within10Pct": 29.41176,
          "within20Pct": 29.41176,
          "coverage80Pct": 52.94118
        },
        "medium": {
          "n": 2305,
          "mdape": 22.63751,
          "medianBiasPct": 9.35792,
          "within10Pct": 23.08026,
          "within20Pct": 45.55315,
          "coverage80Pct": 75.44469
        },
        "low": {
          "n": 13333,
          "mdape": 24.95944,
          "medianBiasPct": 0.40245,
          "within10Pct": 21.72804,
          "within20Pct": 41.10853,
          "coverage80Pct": 81.42204
        },
        "all": {
          "n": 15655,
          "mdape": 24.63721,
          "medianBiasPct": 1.75517,
          "within10Pct": 21.93548,
          "within20Pct": 41.75024,
          "coverage80Pct": 80.51102
        }
      }
    }
  },
  "confidence": {
    "high": 0.30235,
    "medium": 0.4
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
    "method": "Huber regression (threshold 0.04) of ln(asking price carried to the ZIP value month / ZIP level) with ridge 0.002, per fact set; the 80% half-width is exp of a linear fit of ln(|ln error| + 0.02) on the distance from the typical home, the ZIP's price level (cheap and dear apart), the renter share, the metro's tier spread, home type, scaled to hold 80% of the tune listings.",
    "paramsSha256": "5ddd23d6c8bed70531d34827c151528ab1fabfaabfa36ce99d419feb014c7f90"
  }
};

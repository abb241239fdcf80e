/**
 * CSS Color 4's conversions to sRGB (§8 hsl, §9 hwb, §10.8 lab/lch, §10.9
 * oklab/oklch, the spec's sample code), for the colours a theme may give.
 * Each returns sRGB channels 0–255 clipped to the sRGB gamut: the config
 * carries the colour as that hex (src/service/theme/resolve.ts), so what the
 * readability rule judges is exactly what the visitor is shown.
 */

type Vec = [number, number, number];

const mul = (m: readonly Vec[], v: Vec): Vec => m.map((row) => row[0] * v[0] + row[1] * v[1] + row[2] * v[2]) as Vec;

/** Linear-light sRGB to gamma-encoded, clipped to the gamut, 0–255. */
function encode(linear: Vec): Vec {
  return linear.map((x) => {
    const v = x > 0.0031308 ? 1.055 * x ** (1 / 2.4) - 0.055 : 12.92 * x;
    return 255 * Math.min(1, Math.max(0, v));
  }) as Vec;
}

/** Hue in degrees, saturation and lightness 0–1 (§8, `hslToRgb`). */
export function hslToSrgb(h: number, s: number, l: number): Vec {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** Hue in degrees, whiteness and blackness 0–1 (§9, `hwbToRgb`): grey when they add up to 1 or more. */
export function hwbToSrgb(h: number, w: number, b: number): Vec {
  if (w + b >= 1) {
    const grey = (255 * w) / (w + b);
    return [grey, grey, grey];
  }
  return hslToSrgb(h, 1, 0.5).map((c) => c * (1 - w - b) + 255 * w) as Vec;
}

// CIE Lab is relative to D50; sRGB to D65: Lab → XYZ (D50) → Bradford → XYZ (D65) → linear sRGB.
const D50: Vec = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585];
const KAPPA = 24389 / 27;
const EPSILON = 216 / 24389;
const D50_TO_D65: readonly Vec[] = [
  [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
  [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
  [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
];
const XYZ_D65_TO_LINEAR_SRGB: readonly Vec[] = [
  [12831 / 3959, -329 / 214, -1974 / 3959],
  [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
  [705 / 12673, -2585 / 12673, 705 / 667],
];

/** CIE Lab (L 0–100, a and b unbounded) to sRGB. */
export function labToSrgb(l: number, a: number, b: number): Vec {
  const f1 = (l + 16) / 116;
  const f0 = a / 500 + f1;
  const f2 = f1 - b / 200;
  const xyz: Vec = [
    (f0 ** 3 > EPSILON ? f0 ** 3 : (116 * f0 - 16) / KAPPA) * D50[0],
    (l > KAPPA * EPSILON ? f1 ** 3 : l / KAPPA) * D50[1],
    (f2 ** 3 > EPSILON ? f2 ** 3 : (116 * f2 - 16) / KAPPA) * D50[2],
  ];
  return encode(mul(XYZ_D65_TO_LINEAR_SRGB, mul(D50_TO_D65, xyz)));
}

/** Polar to rectangular: chroma and hue (degrees) to a and b, for lch and oklch. */
export const polar = (c: number, h: number): [number, number] => [
  c * Math.cos((h * Math.PI) / 180),
  c * Math.sin((h * Math.PI) / 180),
];

// OKLab → LMS (cube roots) → linear sRGB, the spec's matrices multiplied out (its sample code's
// OKLab_to_OKLMS, then LMS_to_XYZ and XYZ_to_lin_sRGB).
const OKLAB_TO_LMS: readonly Vec[] = [
  [1, 0.3963377773761749, 0.2158037573099136],
  [1, -0.1055613458156586, -0.0638541728258133],
  [1, -0.0894841775298119, -1.2914855480194092],
];
const LMS_TO_LINEAR_SRGB: readonly Vec[] = [
  [4.076741636075958, -3.307711539258063, 0.2309699031821043],
  [-1.2684379732850315, 2.609757349287688, -0.341319376002657],
  [-0.0041960761386756, -0.7034186179359362, 1.7076146940746117],
];

/** OKLab (L 0–1, a and b unbounded) to sRGB. */
export function oklabToSrgb(l: number, a: number, b: number): Vec {
  const lms = mul(OKLAB_TO_LMS, [l, a, b]).map((v) => v ** 3) as Vec;
  return encode(mul(LMS_TO_LINEAR_SRGB, lms));
}

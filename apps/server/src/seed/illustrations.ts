/**
 * Drawn pictures for the demo catalogue: this machine has no network, so every product photo is an
 * SVG illustration (rendered by sharp into the served JPEG/WebP sizes). A kind picks the creature,
 * a palette and a condition vary it, so neighbouring cards do not look alike.
 */
export type Creature = 'crab' | 'shrimp' | 'lobster' | 'fish' | 'catfish' | 'shell' | 'squid';
export type Condition = 'live' | 'fresh' | 'frozen' | 'dry';

export interface Illustration {
  creature: Creature;
  condition: Condition;
  /** Main body colour, then a darker shade for outlines and details. */
  body: [string, string];
  /** Background gradient, top to bottom. */
  backdrop: [string, string];
}

const W = 1200;
const H = 900;

function backdrop({ backdrop: [top, bottom], condition }: Illustration): string {
  const texture = {
    live: bubbles(),
    fresh: iceBed(),
    frozen: snowflakes(),
    dry: sandGrains(),
  }[condition];
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.45" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <ellipse cx="600" cy="420" rx="520" ry="360" fill="url(#glow)"/>
  ${texture}`;
}

function bubbles(): string {
  const spots = [
    [140, 180, 26],
    [210, 300, 14],
    [1040, 160, 30],
    [980, 280, 12],
    [1080, 620, 18],
    [120, 640, 22],
    [260, 110, 10],
  ];
  return (
    spots
      .map(
        ([x, y, r]) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5"/>`,
      )
      .join('') +
    `<path d="M0 780 Q150 740 300 780 T600 780 T900 780 T1200 780 V900 H0Z" fill="#ffffff" fill-opacity="0.18"/>`
  );
}

function iceBed(): string {
  const cubes = [];
  for (let i = 0; i < 14; i += 1) {
    const x = 40 + i * 84;
    const y = 740 + ((i * 37) % 50);
    cubes.push(
      `<rect x="${x}" y="${y}" width="96" height="80" rx="18" transform="rotate(${((i * 23) % 30) - 15} ${x + 48} ${y + 40})" fill="#ffffff" fill-opacity="0.55" stroke="#e0f2fe" stroke-width="4"/>`,
    );
  }
  return cubes.join('');
}

function snowflakes(): string {
  const flakes = [
    [150, 160],
    [1050, 140],
    [1080, 520],
    [110, 560],
    [300, 90],
    [900, 760],
    [240, 770],
  ];
  return (
    flakes
      .map(
        ([
          x,
          y,
        ]) => `<g transform="translate(${x} ${y})" stroke="#ffffff" stroke-opacity="0.85" stroke-width="6" stroke-linecap="round">
      <line x1="-26" y1="0" x2="26" y2="0"/><line x1="-13" y1="-22" x2="13" y2="22"/><line x1="-13" y1="22" x2="13" y2="-22"/></g>`,
      )
      .join('') + `<rect x="0" y="0" width="${W}" height="${H}" fill="#e0f2fe" fill-opacity="0.15"/>`
  );
}

function sandGrains(): string {
  const grains = [];
  for (let i = 0; i < 60; i += 1) {
    grains.push(
      `<circle cx="${(i * 193) % W}" cy="${700 + ((i * 71) % 190)}" r="${4 + (i % 4)}" fill="#7c5a2b" fill-opacity="0.25"/>`,
    );
  }
  return `<path d="M0 720 Q300 680 600 720 T1200 710 V900 H0Z" fill="#e9c98f" fill-opacity="0.7"/>${grains.join('')}`;
}

function eye(x: number, y: number, r = 16): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff"/><circle cx="${x + r * 0.25}" cy="${y}" r="${r * 0.55}" fill="#1f2937"/><circle cx="${x + r * 0.4}" cy="${y - r * 0.3}" r="${r * 0.2}" fill="#ffffff"/>`;
}

function crab([body, dark]: [string, string]): string {
  const legs = [-1, 1]
    .map((side) =>
      [0, 1, 2, 3]
        .map((i) => {
          const y = 470 + i * 34;
          const x0 = 600 + side * 170;
          const x1 = 600 + side * (300 + i * 12);
          const x2 = 600 + side * (350 + i * 8);
          return `<path d="M${x0} ${y} Q${x1} ${y - 60} ${x2} ${y + 50}" fill="none" stroke="${dark}" stroke-width="22" stroke-linecap="round"/>`;
        })
        .join(''),
    )
    .join('');
  const claw = (side: number) => `
    <path d="M${600 + side * 150} 400 Q${600 + side * 260} 300 ${600 + side * 300} 250" fill="none" stroke="${dark}" stroke-width="26" stroke-linecap="round"/>
    <ellipse cx="${600 + side * 320}" cy="230" rx="78" ry="58" fill="${body}" stroke="${dark}" stroke-width="10" transform="rotate(${side * -30} ${600 + side * 320} 230)"/>
    <path d="M${600 + side * 330} 180 L${600 + side * 300} 120 L${600 + side * 385} 160 Z" fill="${body}" stroke="${dark}" stroke-width="10" stroke-linejoin="round"/>`;
  return `${legs}${claw(-1)}${claw(1)}
    <line x1="560" y1="360" x2="540" y2="300" stroke="${dark}" stroke-width="12"/><line x1="640" y1="360" x2="660" y2="300" stroke="${dark}" stroke-width="12"/>
    ${eye(540, 292, 20)}${eye(660, 292, 20)}
    <ellipse cx="600" cy="470" rx="230" ry="150" fill="${body}" stroke="${dark}" stroke-width="12"/>
    <path d="M420 440 Q600 380 780 440" fill="none" stroke="${dark}" stroke-opacity="0.45" stroke-width="10" stroke-linecap="round"/>
    <circle cx="520" cy="500" r="16" fill="${dark}" fill-opacity="0.35"/><circle cx="600" cy="520" r="20" fill="${dark}" fill-opacity="0.35"/><circle cx="680" cy="500" r="16" fill="${dark}" fill-opacity="0.35"/>
    <path d="M560 560 Q600 585 640 560" fill="none" stroke="${dark}" stroke-width="8" stroke-linecap="round"/>`;
}

function shrimp([body, dark]: [string, string]): string {
  const segments = [];
  for (let i = 0; i < 7; i += 1) {
    const angle = -40 + i * 32;
    const rad = (angle * Math.PI) / 180;
    const x = 600 + Math.cos(rad) * 190;
    const y = 450 + Math.sin(rad) * 190;
    const size = 96 - i * 8;
    segments.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size}" ry="${size * 0.72}" transform="rotate(${angle + 90} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${body}" stroke="${dark}" stroke-width="9"/>`,
    );
  }
  return `
    <path d="M760 300 Q980 120 1100 160" fill="none" stroke="${dark}" stroke-width="8" stroke-linecap="round"/>
    <path d="M740 290 Q900 60 1060 70" fill="none" stroke="${dark}" stroke-width="8" stroke-linecap="round"/>
    ${[0, 1, 2, 3, 4].map((i) => `<line x1="${560 + i * 40}" y1="${600 - i * 20}" x2="${540 + i * 44}" y2="${690 - i * 20}" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>`).join('')}
    ${segments.reverse().join('')}
    <path d="M360 520 L250 470 L270 560 L230 630 L350 590 Z" fill="${body}" stroke="${dark}" stroke-width="9" stroke-linejoin="round"/>
    <path d="M830 330 L900 300 L860 360 Z" fill="${body}" stroke="${dark}" stroke-width="8"/>
    ${eye(760, 330, 18)}`;
}

function lobster([body, dark]: [string, string]): string {
  const tail = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<ellipse cx="${760 + i * 70}" cy="450" rx="${58 - i * 4}" ry="${82 - i * 6}" fill="${body}" stroke="${dark}" stroke-width="9"/>`,
    )
    .reverse()
    .join('');
  const claw = (side: number) => `
    <path d="M470 ${450 + side * 60} Q380 ${450 + side * 150} 300 ${450 + side * 170}" fill="none" stroke="${dark}" stroke-width="24" stroke-linecap="round"/>
    <ellipse cx="230" cy="${450 + side * 190}" rx="110" ry="62" fill="${body}" stroke="${dark}" stroke-width="10" transform="rotate(${side * 15} 230 ${450 + side * 190})"/>
    <path d="M140 ${450 + side * 175} L70 ${450 + side * 150} L130 ${450 + side * 215} Z" fill="${body}" stroke="${dark}" stroke-width="9"/>`;
  return `
    <path d="M440 420 Q250 200 60 160" fill="none" stroke="${dark}" stroke-width="8" stroke-linecap="round"/>
    <path d="M440 480 Q250 700 60 740" fill="none" stroke="${dark}" stroke-width="8" stroke-linecap="round"/>
    ${[0, 1, 2].map((i) => `<line x1="${560 + i * 60}" y1="520" x2="${540 + i * 60}" y2="620" stroke="${dark}" stroke-width="10" stroke-linecap="round"/><line x1="${560 + i * 60}" y1="380" x2="${540 + i * 60}" y2="280" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>`).join('')}
    ${claw(-1)}${claw(1)}
    <path d="M1090 450 L1170 380 L1160 450 L1170 520 Z" fill="${body}" stroke="${dark}" stroke-width="9" stroke-linejoin="round"/>
    ${tail}
    <ellipse cx="590" cy="450" rx="170" ry="100" fill="${body}" stroke="${dark}" stroke-width="11"/>
    <path d="M470 450 Q590 400 710 450" fill="none" stroke="${dark}" stroke-opacity="0.4" stroke-width="9"/>
    ${eye(470, 410, 16)}${eye(470, 490, 16)}`;
}

function fish([body, dark]: [string, string], whiskers = false): string {
  const scales = [];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      scales.push(
        `<path d="M${560 + col * 60} ${400 + row * 50} q25 25 0 50" fill="none" stroke="${dark}" stroke-opacity="0.35" stroke-width="7"/>`,
      );
    }
  }
  const barbels = whiskers
    ? `<path d="M330 470 Q260 520 220 600" fill="none" stroke="${dark}" stroke-width="7" stroke-linecap="round"/><path d="M330 460 Q250 430 200 380" fill="none" stroke="${dark}" stroke-width="7" stroke-linecap="round"/>`
    : '';
  return `
    <path d="M880 450 L1080 300 Q1040 450 1080 600 Z" fill="${body}" stroke="${dark}" stroke-width="11" stroke-linejoin="round"/>
    <path d="M520 300 Q620 170 760 300 Z" fill="${body}" stroke="${dark}" stroke-width="10" stroke-linejoin="round"/>
    <ellipse cx="600" cy="450" rx="300" ry="165" fill="${body}" stroke="${dark}" stroke-width="12"/>
    <path d="M300 470 Q600 600 890 450" fill="#ffffff" fill-opacity="0.25"/>
    ${scales.join('')}
    <path d="M430 330 Q470 450 430 570" fill="none" stroke="${dark}" stroke-width="9" stroke-linecap="round"/>
    <path d="M600 520 L660 600 L700 520 Z" fill="${body}" stroke="${dark}" stroke-width="8" stroke-linejoin="round"/>
    ${barbels}
    <path d="M310 470 Q335 485 360 470" fill="none" stroke="${dark}" stroke-width="7" stroke-linecap="round"/>
    ${eye(380, 420, 24)}`;
}

function shells([body, dark]: [string, string]): string {
  const shell = (x: number, y: number, scale: number, angle: number) => {
    const ridges = [-60, -30, 0, 30, 60]
      .map((a) => {
        const rad = ((a - 90) * Math.PI) / 180;
        return `<line x1="0" y1="60" x2="${(Math.cos(rad) * 150).toFixed(1)}" y2="${(60 + Math.sin(rad) * 150).toFixed(1)}" stroke="${dark}" stroke-opacity="0.5" stroke-width="8" stroke-linecap="round"/>`;
      })
      .join('');
    return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})">
      <path d="M-170 20 Q-160 -150 0 -160 Q160 -150 170 20 Q90 100 0 70 Q-90 100 -170 20 Z" fill="${body}" stroke="${dark}" stroke-width="10" stroke-linejoin="round"/>
      ${ridges}
      <path d="M-50 70 L0 110 L50 70 Z" fill="${body}" stroke="${dark}" stroke-width="9"/></g>`;
  };
  return shell(420, 470, 1, -12) + shell(800, 430, 0.9, 14) + shell(620, 610, 0.75, 4);
}

function squid([body, dark]: [string, string]): string {
  const tentacles = [-3, -2, -1, 0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${600 + i * 30} 560 q${i * 10 - 30} 80 ${i * 14} 150 t${i * 12 + 20} 120" fill="none" stroke="${body}" stroke-width="26" stroke-linecap="round"/>`,
    )
    .join('');
  const outline = [-3, -2, -1, 0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${600 + i * 30} 560 q${i * 10 - 30} 80 ${i * 14} 150 t${i * 12 + 20} 120" fill="none" stroke="${dark}" stroke-width="36" stroke-linecap="round"/>`,
    )
    .join('');
  return `${outline}${tentacles}
    <path d="M600 70 L700 200 L800 160 L720 300 Q740 480 690 570 L510 570 Q460 480 480 300 L400 160 L500 200 Z" fill="${body}" stroke="${dark}" stroke-width="12" stroke-linejoin="round"/>
    <circle cx="560" cy="300" r="12" fill="${dark}" fill-opacity="0.35"/><circle cx="640" cy="360" r="14" fill="${dark}" fill-opacity="0.35"/><circle cx="590" cy="420" r="10" fill="${dark}" fill-opacity="0.35"/>
    ${eye(545, 510, 22)}${eye(655, 510, 22)}`;
}

const DRAW: Record<Creature, (colours: [string, string]) => string> = {
  crab,
  shrimp,
  lobster,
  fish: (colours) => fish(colours),
  catfish: (colours) => fish(colours, true),
  shell: shells,
  squid,
};

/** The whole picture as SVG markup, 1200 x 900 (the card and page crop it to 4:3). */
export function drawIllustration(illustration: Illustration): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${backdrop(illustration)}
  <g>${DRAW[illustration.creature](illustration.body)}</g>
</svg>`;
}

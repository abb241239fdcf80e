/**
 * The stylesheet of hosted policy pages (and of the invitation page's form), served at POLICY_CSS_PATH. A file
 * rather than a `<style>`, so that the page runs under a CSP without
 * 'unsafe-inline'. Colours meet WCAG AA (text #1f2328 on #fff: 15.8:1; links
 * #0b57d0: 6.2:1; muted #57606a: 6.3:1). Below 40rem (phones) each cookie
 * table becomes a stack of cards, one per cookie, each cell under its column
 * header (`data-label`): nothing scrolls sideways and the description stays
 * in view. Names break only when one is wider than the card. Physical
 * directions are avoided (`start`), so right-to-left pages mirror.
 */
export const POLICY_CSS = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;padding:1.5rem 1rem;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2328;background:#fff}
main{max-width:56rem;margin:0 auto}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.3rem;line-height:1.3;margin:2rem 0 .5rem}
h3{font-size:1.1rem;margin:1.5rem 0 .25rem}
p{margin:.5rem 0}
a{color:#0b57d0;text-underline-offset:.15em}
a:focus-visible,button:focus-visible,.table-wrap:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.table-wrap{overflow-x:auto;margin:.5rem 0 1rem}
table{border-collapse:collapse;width:100%;min-width:36rem;font-size:.9375rem}
th,td{text-align:start;vertical-align:top;padding:.5rem .75rem;border-bottom:1px solid #d0d7de}
thead th{background:#f6f8fa;border-bottom:2px solid #8c959f}
tbody th{font-weight:600;overflow-wrap:break-word}
.muted{color:#57606a}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.service-display-preferences{font:inherit;font-weight:600;color:#fff;background:#0b57d0;border:0;border-radius:.375rem;padding:.6rem 1rem;cursor:pointer}
.service-display-preferences:hover{background:#0842a0}
address{font-style:normal}
footer{margin-top:2rem;padding-top:1rem;border-top:1px solid #d0d7de}
label{display:block;font-weight:600}
input{font:inherit;width:100%;max-width:24rem;padding:.5rem .6rem;border:1px solid #6e7781;border-radius:.375rem}
input:focus-visible{outline:3px solid #0b57d0;outline-offset:1px}
.error{display:block;color:#b42318}
@media (max-width:40rem){
.table-wrap{overflow:visible}
table,thead,tbody,tr,th,td{display:block}
table{min-width:0}
thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
tbody tr{border:1px solid #d0d7de;border-radius:.5rem;padding:.5rem .75rem;margin:0 0 .75rem}
tbody th,tbody td{border:0;padding:.25rem 0}
td[data-label]::before{content:attr(data-label);display:block;font-size:.8125rem;font-weight:600;color:#57606a}
}
form button{font:inherit;font-weight:600;color:#fff;background:#0b57d0;border:0;border-radius:.375rem;padding:.6rem 1rem;cursor:pointer}
@media (prefers-reduced-motion:no-preference){a,button{transition:background-color .15s}}
`;

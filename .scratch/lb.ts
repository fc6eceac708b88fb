import { run } from '../bench/lexer-bench';
run((s) => console.log(s));

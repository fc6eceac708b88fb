const fs=require('fs');const d=process.argv[2];const f=fs.readdirSync(d).sort().pop();const p=JSON.parse(fs.readFileSync(d+'/'+f));
const self=new Map();const dt=p.timeDeltas;const idx=new Map(p.nodes.map((n,i)=>[n.id,n]));
for(let i=0;i<p.samples.length;i++){const n=idx.get(p.samples[i]);const k=n.callFrame.functionName+' '+n.callFrame.url.split('/').pop()+':'+n.callFrame.lineNumber;self.set(k,(self.get(k)||0)+(dt[i]||0));}
console.log([...self].sort((a,b)=>b[1]-a[1]).slice(0,+(process.argv[3]||15)).map(([k,v])=>(v/1000).toFixed(0)+'ms '+k).join('\n'))

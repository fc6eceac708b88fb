const fs=require('fs');const d=process.argv[2];const f=fs.readdirSync(d).sort().pop();const p=JSON.parse(fs.readFileSync(d+'/'+f));
const byId=new Map(p.nodes.map(n=>[n.id,n]));const self=new Map();
const dt=p.timeDeltas;for(let i=0;i<p.samples.length;i++){self.set(p.samples[i],(self.get(p.samples[i])||0)+(dt[i]||0));}
const parent=new Map();for(const n of p.nodes)for(const c of n.children||[])parent.set(c,n.id);
const incl=new Map();
for(const [id,t] of self){const seen=new Set();let cur=id;while(cur!==undefined){const n=byId.get(cur);const k=n.callFrame.functionName+':'+n.callFrame.lineNumber;if(!seen.has(k)){seen.add(k);incl.set(k,(incl.get(k)||0)+t);}cur=parent.get(cur);}}
console.log([...incl].sort((a,b)=>b[1]-a[1]).slice(0,+(process.argv[3]||30)).map(([k,v])=>(v/1000).toFixed(0)+'ms '+k).join('\n'))

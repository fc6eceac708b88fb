#!/bin/bash
# usage: cpu.sh N cmd... ; prints median user+sys ms
N=$1; shift
for i in $(seq $N); do /usr/bin/time -f "%U %S %e" "$@" 2>&1 >/dev/null | tail -1; done | awk '{print ($1+$2)*1000, $3*1000}' | sort -n | awk '{a[NR]=$1; b[NR]=$2} END {print "cpu", a[int((NR+1)/2)], "ms"}'
